import { Suspense } from 'react';
import { Outlet, useMatches, useNavigation, type UIMatch } from 'react-router-dom';
import { useSessionExpiredRedirect } from '@kk/session';
import { SectionLoading } from '@kk/shop-ui';
import { CrashTestTrigger } from './crash-test';
import { ShopFrame, type ShopFrameProps } from './shop-frame';

/** What a shop route's `handle` may say about the frame (see the app's routes). */
export interface ShopFrameHandle {
  /** Show the header. @default true */
  header?: boolean;
  /** Show the footer. @default true */
  footer?: boolean;
  /** Show the back arrow. @default false */
  back?: boolean;
}

/** The frame flags of the current route: the deepest route that sets a flag wins. */
export function frameFlags(matches: readonly Pick<UIMatch, 'handle'>[]): Required<ShopFrameHandle> {
  const flags: Required<ShopFrameHandle> = { header: true, footer: true, back: false };
  for (const { handle } of matches) {
    if (typeof handle !== 'object' || handle === null) continue;
    const h = handle as ShopFrameHandle;
    if (typeof h.header === 'boolean') flags.header = h.header;
    if (typeof h.footer === 'boolean') flags.footer = h.footer;
    if (typeof h.back === 'boolean') flags.back = h.back;
  }
  return flags;
}

/**
 * The root route element of the shop (§2): the shared frame around `<Outlet />`. The route's
 * `handle` decides the header (`header: false` on the login page), the footer (`footer: false`
 * on profile-edit) and the back arrow (`back: true`). While a lazily loaded section arrives the
 * loading screen shows. It also sends the user to sign in when the backend ends the session,
 * and holds the demo-mode crash test (see CrashTestTrigger).
 *
 * Needs a data router (`createBrowserRouter`): it reads `useMatches` and `useNavigation`.
 */
export function ShopLayout() {
  const matches = useMatches();
  const navigation = useNavigation();
  useSessionExpiredRedirect();
  const flags: ShopFrameProps = frameFlags(matches);
  return (
    // The frame's own texts may still be loading on the very first render.
    <Suspense fallback={<SectionLoading />}>
      <CrashTestTrigger />
      <ShopFrame {...flags} loading={navigation.state === 'loading'}>
        <Outlet />
      </ShopFrame>
    </Suspense>
  );
}

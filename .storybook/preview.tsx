import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { type ReactNode, useEffect, useMemo } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { handlers, resetDemoData } from '@kk/api-mocks';
import { ApiErrorDescription } from '@kk/app-shell';
import { I18nProvider, initI18n, useLanguage } from '@kk/i18n';
import { makeStore, SessionProvider } from '@kk/session';
import { ThemeRoot, ToastProvider } from '@kk/ui-kit';
import type { SessionUser } from '@kk/domain';
import { VIEWPORTS } from '../tools/storybook/viewports';
import './preview.css';

/**
 * Story parameters understood by the workspace decorators.
 * - `router`: `{ path: '/school/:school_id', initialEntries: ['/school/12'] }` renders the story as
 *   that route (page-level stories read params with react-router hooks).
 * - `session`: `{ user }` signs a user in before the story renders (stored like a real login).
 * - `picture`: `{ fullPage: false }` pictures the viewport only in the story tests (a page whose
 *   content depends on the window's height, such as an infinite list); see
 *   tools/storybook/pictures/picture-stories.ts.
 *
 * The size a story is shown, played and pictured in is the `viewport` global, one of
 * {@link VIEWPORTS}: `globals: { viewport: { value: 'phone' } }` for page stories; `desktop`
 * (960 × 720) when a story names none (tools/storybook/vitest.stories.mts).
 */
export interface WorkspaceParameters {
  router?: { path?: string; initialEntries?: string[] };
  session?: { user: SessionUser | null };
  picture?: { fullPage?: boolean };
}

const i18nReady = initI18n({ language: 'fr' });

/** Every face the theme uses (ui-kit `fonts.ts`), with a character each face covers. */
const BUNDLED_FACES = [
  ['400 16px Inter', 'a'],
  ['600 16px Inter', 'a'],
  ['700 16px Inter', 'a'],
  ['400 16px "Noto Sans Arabic"', 'ع'],
  ['700 16px "Noto Sans Arabic"', 'ع'],
] as const;

/**
 * The theme in the direction and language of the current language (the ui-kit's own hidden labels
 * and default price format follow `lang`). It follows i18next, not the `locale` global, so a
 * language switched in place (the toolbar's loader, or the story tests' RTL picture) re-renders the
 * story right to left as the app's language switcher does.
 */
function Themed({ children }: { children: ReactNode }) {
  const { language, direction: dir } = useLanguage();
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = dir;
  }, [language, dir]);
  return (
    <ThemeRoot dir={dir} lang={language}>
      {children}
    </ThemeRoot>
  );
}

const withProviders: Decorator = (Story, context) => {
  const params = context.parameters as WorkspaceParameters;
  const user = params.session?.user ?? null;
  // One store per story, so a story never sees another story's cache or session.
  const store = useMemo(() => makeStore({ preloadedUser: user }), [context.id, user]);

  const path = params.router?.path ?? '*';
  const initialEntries = params.router?.initialEntries ?? ['/'];
  return (
    <SessionProvider store={store}>
      <I18nProvider>
        <Themed>
          {/* Error causes and toasts as the apps mount them (AppProviders), in the story's language. */}
          <ApiErrorDescription>
            <ToastProvider>
              <MemoryRouter initialEntries={initialEntries} useTransitions={false}>
                <Routes>
                  <Route path={path} element={<Story />} />
                </Routes>
              </MemoryRouter>
            </ToastProvider>
          </ApiErrorDescription>
        </Themed>
      </I18nProvider>
    </SessionProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language (Arabic switches the layout to right-to-left)',
      toolbar: {
        title: 'Langue',
        icon: 'globe',
        items: [
          { value: 'fr', right: 'LTR', title: 'Français' },
          { value: 'ar', right: 'RTL', title: 'العربية' },
          { value: 'en', right: 'LTR', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'fr' },
  decorators: [withProviders],
  loaders: [
    // Fake backend: reseeded before every story so each one starts from the same data.
    async () => {
      resetDemoData();
      return {};
    },
    mswLoader(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
    // The bundled faces are loaded before a story renders: what measures text while rendering
    // (chart axes) measures it in the real font, not in a fallback swapped out a moment later.
    async () => {
      await Promise.all(BUNDLED_FACES.map(([font, text]) => document.fonts.load(font, text)));
      return {};
    },
    // Translations of the story's language are loaded before it renders (stable screenshots).
    async (context) => {
      const i18n = await i18nReady;
      await i18n.changeLanguage((context.globals['locale'] as string | undefined) ?? 'fr');
      return {};
    },
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    viewport: { options: VIEWPORTS },
  },
  // `visual`: every story is screenshot-compared in LTR and RTL unless it says `tags: ['!visual']`.
  tags: ['autodocs', 'visual'],
};

export default preview;

import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { type ReactNode, useEffect, useMemo } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { handlers, resetDemoData } from '@kk/api-mocks';
import { directionOf, I18nProvider, initI18n, useTranslation } from '@kk/i18n';
import { makeStore, SessionProvider } from '@kk/session';
import { ThemeRoot, ToastProvider } from '@kk/ui-kit';
import type { Language, SessionUser } from '@kk/domain';
import './preview.css';

/**
 * Story parameters understood by the workspace decorators.
 * - `router`: `{ path: '/school/:school_id', initialEntries: ['/school/12'] }` renders the story as
 *   that route (page-level stories read params with react-router hooks).
 * - `session`: `{ user }` signs a user in before the story renders (stored like a real login).
 * - `viewport`: `{ width, height }` for the screenshot comparison (e.g. a phone for page stories).
 */
export interface WorkspaceParameters {
  router?: { path?: string; initialEntries?: string[] };
  session?: { user: SessionUser | null };
  viewport?: { width: number; height: number };
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

/** Toasts as the apps mount them (AppProviders), labelled in the story's language. */
function Toasts({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <ToastProvider regionLabel={t('notifications.region')} dismissLabel={t('notifications.dismiss')}>
      {children}
    </ToastProvider>
  );
}

const withProviders: Decorator = (Story, context) => {
  const locale = (context.globals['locale'] as Language | undefined) ?? 'fr';
  const dir = directionOf(locale);
  const params = context.parameters as WorkspaceParameters;
  const user = params.session?.user ?? null;
  // One store per story, so a story never sees another story's cache or session.
  const store = useMemo(() => makeStore({ preloadedUser: user }), [context.id, user]);

  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
  }, [locale, dir]);

  const path = params.router?.path ?? '*';
  const initialEntries = params.router?.initialEntries ?? ['/'];
  return (
    <SessionProvider store={store}>
      <I18nProvider>
        <ThemeRoot dir={dir}>
          <Toasts>
            <MemoryRouter initialEntries={initialEntries} useTransitions={false}>
              <Routes>
                <Route path={path} element={<Story />} />
              </Routes>
            </MemoryRouter>
          </Toasts>
        </ThemeRoot>
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
  },
  // `visual`: every story is screenshot-compared in LTR and RTL unless it says `tags: ['!visual']`.
  tags: ['autodocs', 'visual'],
};

export default preview;

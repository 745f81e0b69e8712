import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Language } from '@kk/domain';
import { directionOf, I18nProvider, initI18n } from '@kk/i18n';
import { ThemeRoot } from '@kk/ui-kit';
import { CurrentPath } from './current-path';
import { initialEntry } from './initial-entry';

/** Options of {@link renderUi}. */
export interface RenderUiOptions {
  /** Language of the texts; Arabic also turns the theme right-to-left. @default 'fr' */
  language?: Language;
  /** Where the router is (links and navigations of the component start here). @default '/start' */
  path?: string;
}

/**
 * Renders a component of a UI lib (e.g. `@kk/shop-ui`) as the app does, without a store: every
 * translation table loaded, the theme in the language's direction and a memory router, with the
 * "current path" output so a test can see where a link or a navigation went.
 *
 * @example await renderUi(<AddressForm onSubmit={onSubmit} />, { language: 'ar' });
 */
export async function renderUi(ui: ReactElement, { language = 'fr', path = '/start' }: RenderUiOptions = {}) {
  const i18n = await initI18n({ language, forTests: true });
  return render(
    <I18nProvider i18n={i18n}>
      <ThemeRoot dir={directionOf(language)} lang={language}>
        <MemoryRouter initialEntries={[initialEntry(path)]} useTransitions={false}>
          <CurrentPath />
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
        </MemoryRouter>
      </ThemeRoot>
    </I18nProvider>,
  );
}

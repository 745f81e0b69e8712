import type { ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { KitLanguageContext, toKitLanguage } from '../locale/kit-locale';
import { AppNameContext } from '../page/document-title';
import { DirectionContext, type Direction } from './direction';
import { GlobalStyle } from './global-style';
import { theme } from './theme';

/** Props of ThemeRoot. */
export interface ThemeRootProps {
  /**
   * Writing direction of everything inside: `rtl` for Arabic.
   * @default 'ltr'
   */
  dir?: Direction;
  /**
   * Language of the content (`fr`, `ar`, `en`, or a regional code such as `ar-MA`), set as `lang` on
   * the wrapper when given. It also picks the language of the kit's own texts (the hidden names of
   * close buttons, password toggles, pagination...) and of the default price format; French
   * without it.
   */
  lang?: string;
  /**
   * The product's name in the content's language: the end of every tab title (`useDocumentTitle`,
   * "Mes amis · KoolSkools"). Without it (stories, tests), pages leave the tab title alone.
   */
  appName?: string;
  /** The application, story or test content. */
  children: ReactNode;
}

const Root = styled.div`
  min-block-size: 100%;
`;

/**
 * Root of every tree that renders kit components: the theme, the global styles, the writing
 * direction (set as `dir` on its wrapper and given to portals and keyboard handlers), the
 * language of the kit's own texts and the product's name of the tab titles.
 *
 * @example
 * <ThemeRoot dir={i18n.dir()} lang={i18n.language}>
 *   <App />
 * </ThemeRoot>
 */
export function ThemeRoot({ dir = 'ltr', lang, appName, children }: ThemeRootProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <DirectionContext.Provider value={dir}>
        <KitLanguageContext.Provider value={toKitLanguage(lang)}>
          <AppNameContext.Provider value={appName ?? null}>
            <Root dir={dir} lang={lang} data-ui="theme-root">
              {children}
            </Root>
          </AppNameContext.Provider>
        </KitLanguageContext.Provider>
      </DirectionContext.Provider>
    </ThemeProvider>
  );
}

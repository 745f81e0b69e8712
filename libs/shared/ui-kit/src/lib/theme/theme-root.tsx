import type { ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';
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
  /** Language of the content (`fr`, `ar`, `en`), set as `lang` on the wrapper when given. */
  lang?: string;
  /** The application, story or test content. */
  children: ReactNode;
}

const Root = styled.div`
  min-block-size: 100%;
`;

/**
 * Root of every tree that renders kit components: the theme, the global styles and the writing
 * direction (set as `dir` on its wrapper and given to portals and keyboard handlers).
 *
 * @example
 * <ThemeRoot dir={i18n.dir()} lang={i18n.language}>
 *   <App />
 * </ThemeRoot>
 */
export function ThemeRoot({ dir = 'ltr', lang, children }: ThemeRootProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <DirectionContext.Provider value={dir}>
        <Root dir={dir} lang={lang} data-ui="theme-root">
          {children}
        </Root>
      </DirectionContext.Provider>
    </ThemeProvider>
  );
}

import { createGlobalStyle } from 'styled-components';
// The bundled faces the body font names (a side-effect import: see fonts.ts).
import './fonts';
import { theme } from './theme';

/**
 * Global styles of both apps: box sizing, body typography and colours from the theme, Arabic line
 * height, a default focus ring, and no smooth scrolling for users who prefer reduced motion.
 * Rendered by ThemeRoot; render it yourself only if you do not use ThemeRoot.
 *
 * Static (the theme's values written in, not read from the ThemeProvider: there is one theme): a
 * global style with functions in it is computed again at each render of ThemeRoot and its rules
 * deleted and inserted again the first time, although the prerendered page's head has them
 * already (about 40 ms of a phone 4× slower, in the task that adopts the page). A static one whose
 * rules came with the page is left as it is.
 */
export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    font-weight: ${theme.fontWeights.regular};
    line-height: ${theme.lineHeights.normal};
    color: ${theme.colors.text.primary};
    background-color: ${theme.colors.background.app};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }

  :lang(ar) {
    line-height: ${theme.lineHeights.arabic};
  }

  h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd {
    margin: 0;
  }

  img, svg, video, canvas {
    max-inline-size: 100%;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  :focus-visible {
    outline: ${theme.sizes.focusRing} solid ${theme.colors.focus};
    outline-offset: ${theme.sizes.focusOffset};
  }

  ${theme.media.motionOk} {
    html {
      scroll-behavior: smooth;
    }
  }
`;

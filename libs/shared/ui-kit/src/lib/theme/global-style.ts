import { createGlobalStyle } from 'styled-components';
// The bundled faces the body font names (a side-effect import: see fonts.ts).
import './fonts';

/**
 * Global styles of both apps: box sizing, body typography and colours from the theme, Arabic line
 * height, a default focus ring, and no smooth scrolling for users who prefer reduced motion.
 * Rendered by ThemeRoot; render it yourself only if you do not use ThemeRoot.
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
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: ${({ theme }) => theme.colors.text.primary};
    background-color: ${({ theme }) => theme.colors.background.app};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }

  :lang(ar) {
    line-height: ${({ theme }) => theme.lineHeights.arabic};
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
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.sizes.focusOffset};
  }

  ${({ theme }) => theme.media.motionOk} {
    html {
      scroll-behavior: smooth;
    }
  }
`;

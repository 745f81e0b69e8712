import type { DefaultTheme } from 'styled-components';
import type { Theme } from './theme';

/**
 * Types `props.theme` in every styled component of the kit and of the apps. The members are listed
 * one by one (rather than `extends Theme {}`) so the augmentation is explicit; theme.test.ts checks
 * that the list matches the theme object's keys.
 *
 * A `.ts` module (not a `.d.ts`) imported by theme.ts, so the augmentation is emitted with
 * the kit's declarations and every lib that imports `@kk/ui-kit` gets it: no per-lib copy needed.
 */
declare module 'styled-components' {
  export interface DefaultTheme {
    colors: Theme['colors'];
    fonts: Theme['fonts'];
    fontSizes: Theme['fontSizes'];
    fontWeights: Theme['fontWeights'];
    lineHeights: Theme['lineHeights'];
    space: Theme['space'];
    radii: Theme['radii'];
    borderWidths: Theme['borderWidths'];
    shadows: Theme['shadows'];
    breakpoints: Theme['breakpoints'];
    media: Theme['media'];
    zIndices: Theme['zIndices'];
    motion: Theme['motion'];
    sizes: Theme['sizes'];
  }
}

/**
 * The theme as styled-components types it (`props.theme`). Re-exported by the kit's index so that
 * the emitted declarations keep a reference to this file, and with it the augmentation above.
 */
export type StyledTheme = DefaultTheme;

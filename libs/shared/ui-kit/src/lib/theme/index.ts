export { theme, type Theme, type Tone, type ToneColors } from './theme';
export {
  palette,
  space,
  fontSizes,
  fontWeights,
  lineHeights,
  radii,
  shadows,
  breakpoints,
  zIndices,
  motion,
  sizes,
} from './tokens';
export { GlobalStyle } from './global-style';
export { ThemeRoot, type ThemeRootProps } from './theme-root';
export { DirectionContext, useThemeDirection, horizontalStep, type Direction } from './direction';
export {
  focusRing,
  visuallyHidden,
  transition,
  mirrorInRtl,
  buttonReset,
  truncate,
  lineClamp,
  listReset,
  stack,
  stackedList,
  tapTile,
  type SpaceStep,
} from './mixins';
export { contrastRatio, relativeLuminance } from './contrast';
export type { StyledTheme } from './styled-theme';

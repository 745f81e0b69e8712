import {
  borderWidths,
  breakpoints,
  fontSizes,
  fontWeights,
  lineHeights,
  motion,
  palette,
  radii,
  shadows,
  sizes,
  space,
  zIndices,
} from './tokens';
// Type-only: any program that includes the kit's theme gets the typed `props.theme`.
import type {} from './styled-theme';

/** The five tones shared by badges, toasts and alerts: each a background, a text colour and a border. */
export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent';

/** One tone's colours. `fg` on `bg` meets WCAG AA (4.5:1), checked by theme.test.ts. */
export interface ToneColors {
  /** Background of the tinted surface. */
  bg: string;
  /** Text and icon colour on `bg`. */
  fg: string;
  /** Border of the tinted surface. */
  border: string;
  /** Strong colour of the tone (icons on white, progress bars). */
  solid: string;
}

const tones: Record<Tone, ToneColors> = {
  neutral: {
    bg: palette.neutral[100],
    fg: palette.neutral[700],
    border: palette.neutral[300],
    solid: palette.neutral[600],
  },
  info: { bg: palette.blue[50], fg: palette.blue[800], border: palette.blue[200], solid: palette.blue[600] },
  success: { bg: palette.green[50], fg: palette.green[700], border: palette.green[100], solid: palette.green[600] },
  warning: {
    bg: palette.saffron[100],
    fg: palette.saffron[800],
    border: palette.saffron[300],
    solid: palette.saffron[700],
  },
  danger: { bg: palette.red[50], fg: palette.red[700], border: palette.red[100], solid: palette.red[600] },
  accent: {
    bg: palette.saffron[500],
    fg: palette.neutral[900],
    border: palette.saffron[500],
    solid: palette.saffron[500],
  },
};

/** Semantic colours: what components use. Raw hex values live only in tokens.ts. */
const colors = {
  text: {
    primary: palette.neutral[900],
    secondary: palette.neutral[600],
    inverse: palette.white,
    disabled: palette.neutral[400],
    link: palette.blue[600],
    linkHover: palette.blue[800],
    danger: palette.red[700],
  },
  background: {
    app: palette.neutral[50],
    surface: palette.white,
    sunken: palette.neutral[100],
    selected: palette.blue[50],
    overlay: 'rgba(22, 26, 36, 0.55)',
  },
  border: {
    subtle: palette.neutral[200],
    /** Form-control borders: 3:1 against white (WCAG 1.4.11, non-text contrast). */
    strong: palette.neutral[500],
    selected: palette.blue[600],
    danger: palette.red[600],
  },
  focus: palette.blue[600],
  action: {
    primary: { bg: palette.blue[600], bgHover: palette.blue[700], bgActive: palette.blue[800], fg: palette.white },
    secondary: {
      bg: palette.white,
      bgHover: palette.blue[50],
      bgActive: palette.blue[100],
      fg: palette.blue[700],
      border: palette.blue[600],
    },
    ghost: { bg: 'transparent', bgHover: palette.neutral[100], bgActive: palette.neutral[200], fg: palette.blue[700] },
    danger: { bg: palette.red[600], bgHover: palette.red[700], bgActive: palette.red[700], fg: palette.white },
    disabled: { bg: palette.neutral[100], fg: palette.neutral[400], border: palette.neutral[200] },
  },
  tone: tones,
  /** Rating stars: filled and empty. The outline keeps 3:1 against white. */
  rating: { filled: palette.saffron[500], outline: palette.saffron[700], empty: palette.white },
  /** Chart series, in order. Each keeps 3:1 against white (graphical objects, WCAG 1.4.11). */
  chart: [
    palette.blue[600],
    palette.teal[600],
    palette.saffron[700],
    palette.red[600],
    palette.neutral[700],
    palette.green[700],
  ],
  /** Avatar backgrounds for initials; white text on each meets AA. */
  avatar: [
    palette.blue[600],
    palette.teal[700],
    palette.saffron[700],
    palette.red[600],
    palette.green[700],
    palette.neutral[700],
  ],
  brand: { primary: palette.blue[600], accent: palette.saffron[500], secondary: palette.teal[600] },
} as const;

/**
 * Font stack: Inter first (Latin, French and English), Noto Sans Arabic for the Arabic glyphs Inter
 * lacks. Both are bundled (fonts.ts), so rendering is identical on every machine and in screenshots.
 */
const fonts = {
  body: "Inter, 'Noto Sans Arabic', system-ui, -apple-system, 'Segoe UI', sans-serif",
  heading: "Inter, 'Noto Sans Arabic', system-ui, -apple-system, 'Segoe UI', sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;

/** Media queries built from the breakpoints, mobile first. */
const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  motionOk: '@media (prefers-reduced-motion: no-preference)',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  hover: '@media (hover: hover)',
} as const;

/**
 * The design-system theme: pass it to styled-components' ThemeProvider (ThemeRoot does).
 * Every style value of every component comes from here.
 */
export const theme = {
  colors,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  space,
  radii,
  borderWidths,
  shadows,
  breakpoints,
  media,
  zIndices,
  motion,
  sizes,
} as const;

/** Type of the theme; styled-components' `DefaultTheme` extends it (styled-theme.ts). */
export type Theme = typeof theme;

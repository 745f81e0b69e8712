/**
 * Raw design tokens of the kit. Components never read these directly: they go through the
 * semantic `theme` (see theme.ts), so a palette change is one edit here.
 *
 * The palette draws on Moroccan colours: Majorelle blue (brand), saffron (accent),
 * zellige green (success) and terracotta red (danger), on calm cool-grey neutrals.
 */
/** Colour scales. Shade numbers follow the usual 50 (lightest) to 900 (darkest) convention. */
export const palette = {
  white: '#FFFFFF',
  neutral: {
    50: '#F6F7FB',
    100: '#EEF0F5',
    200: '#DDE1EA',
    300: '#C3C9D6',
    400: '#8B93A7',
    500: '#6B7489',
    600: '#535C70',
    700: '#3D4456',
    800: '#262C3A',
    900: '#161A24',
  },
  blue: {
    50: '#EEF2FF',
    100: '#DCE4FD',
    200: '#B9C8F9',
    500: '#3B5BDB',
    600: '#2F4AC4',
    700: '#243A9E',
    800: '#1C2E7D',
  },
  saffron: {
    50: '#FFF8E6',
    100: '#FFF3D1',
    300: '#FFD166',
    500: '#F2A900',
    700: '#8A5A00',
    800: '#6E4700',
  },
  green: {
    50: '#E8F6EE',
    100: '#CDEBDA',
    600: '#177245',
    700: '#12603A',
  },
  red: {
    50: '#FDECEC',
    100: '#F9D2D2',
    600: '#C22F2F',
    700: '#A12222',
  },
  teal: {
    50: '#E6F5F2',
    600: '#0F7B6C',
    700: '#0B6357',
  },
} as const;

/** Spacing scale on a 4 px grid (rem, so it follows the user's font size). */
export const space = {
  0: '0',
  0.5: '0.125rem',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
} as const;

/** Type scale (rem). `md` is body text; 16 px keeps iOS from zooming into focused inputs. */
export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
} as const;

/** Font weights: only these are bundled (fonts.ts), so no other weight may be used. */
export const fontWeights = {
  regular: 400,
  semibold: 600,
  bold: 700,
} as const;

/**
 * Line heights. Arabic script has taller ascenders and dots below the baseline, so Arabic text
 * gets the looser `arabic` value (applied by GlobalStyle under `:lang(ar)`).
 */
export const lineHeights = {
  tight: 1.2,
  normal: 1.5,
  arabic: 1.7,
} as const;

/** Corner radii. */
export const radii = {
  none: '0',
  sm: '0.25rem',
  md: '0.5rem',
  lg: '0.75rem',
  xl: '1rem',
  pill: '999px',
  round: '50%',
} as const;

/** Border widths: hairlines of cards and fields, dashed drop zones and checkbox frames, tab underlines. */
export const borderWidths = {
  thin: '1px',
  thick: '2px',
  heavy: '3px',
} as const;

/** Elevation. Shadows are tinted with the darkest neutral so they read on every surface. */
export const shadows = {
  none: 'none',
  sm: '0 1px 2px rgba(22, 26, 36, 0.08), 0 1px 3px rgba(22, 26, 36, 0.06)',
  md: '0 4px 8px rgba(22, 26, 36, 0.08), 0 2px 4px rgba(22, 26, 36, 0.06)',
  lg: '0 12px 24px rgba(22, 26, 36, 0.12), 0 4px 8px rgba(22, 26, 36, 0.08)',
  /** Top shadow of bars fixed to the bottom of the screen (footer tab bar). */
  up: '0 -2px 8px rgba(22, 26, 36, 0.08)',
} as const;

/**
 * Breakpoints (min-width, px). Mobile first: styles without a media query are for phones.
 * `sm` is also where the error screen's logo grows: 500 px, as the spec sets it (§9).
 */
export const breakpoints = {
  sm: 500,
  md: 768,
  lg: 1024,
  xl: 1280,
} as const;

/** Stacking order. Gaps of 100 leave room for local stacking inside a layer. */
export const zIndices = {
  base: 0,
  raised: 1,
  sticky: 100,
  header: 200,
  overlay: 300,
  modal: 400,
  toast: 500,
} as const;

/** Motion. Components only animate under `prefers-reduced-motion: no-preference` (see mixins.ts). */
export const motion = {
  duration: {
    fast: '120ms',
    normal: '200ms',
    slow: '320ms',
  },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    enter: 'cubic-bezier(0, 0, 0, 1)',
    exit: 'cubic-bezier(0.3, 0, 1, 1)',
  },
} as const;

/**
 * Component sizes (rem). 2.75rem = 44 px, the minimum comfortable touch target: no control is
 * smaller, so a small control differs from a medium one by its padding and text, not its height.
 */
export const sizes = {
  control: { sm: '2.75rem', md: '2.75rem', lg: '3.25rem' },
  touchTarget: '2.75rem',
  icon: { sm: '1rem', md: '1.25rem', lg: '1.5rem' },
  headerHeight: '3.5rem',
  tabBarHeight: '4rem',
  contentMaxWidth: '72rem',
  modalWidth: { sm: '24rem', md: '32rem', lg: '48rem' },
  focusRing: '3px',
  /** Gap between a control and its focus ring. */
  focusOffset: '2px',
  /** Width of the error screen's logo: narrow below `breakpoints.sm`, wide from it (px, as in §9). */
  errorLogo: { narrow: '300px', wide: '500px' },
} as const;

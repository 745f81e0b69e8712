import { theme } from './theme';

/** A foreground/background pair of the theme and the contrast it must reach. */
export interface ContrastPair {
  /** What the pair is used for. */
  name: string;
  /** Text or graphic colour. */
  foreground: string;
  /** Colour behind it. */
  background: string;
  /** 4.5 for text (WCAG AA), 3 for large text, control borders and graphics. */
  minimum: 4.5 | 3;
}

const { colors } = theme;

/** Every colour pair the components use. theme.test.ts checks each; the tokens page shows them. */
export const CONTRAST_PAIRS: ContrastPair[] = [
  { name: 'Text on surface', foreground: colors.text.primary, background: colors.background.surface, minimum: 4.5 },
  { name: 'Text on app background', foreground: colors.text.primary, background: colors.background.app, minimum: 4.5 },
  {
    name: 'Secondary text on surface',
    foreground: colors.text.secondary,
    background: colors.background.surface,
    minimum: 4.5,
  },
  {
    name: 'Secondary text on app background',
    foreground: colors.text.secondary,
    background: colors.background.app,
    minimum: 4.5,
  },
  {
    name: 'Secondary text on sunken',
    foreground: colors.text.secondary,
    background: colors.background.sunken,
    minimum: 4.5,
  },
  { name: 'Link on surface', foreground: colors.text.link, background: colors.background.surface, minimum: 4.5 },
  {
    name: 'Error text on surface',
    foreground: colors.text.danger,
    background: colors.background.surface,
    minimum: 4.5,
  },
  {
    name: 'Selected text on selected',
    foreground: colors.action.secondary.fg,
    background: colors.background.selected,
    minimum: 4.5,
  },
  { name: 'Primary button', foreground: colors.action.primary.fg, background: colors.action.primary.bg, minimum: 4.5 },
  {
    name: 'Primary button hover',
    foreground: colors.action.primary.fg,
    background: colors.action.primary.bgHover,
    minimum: 4.5,
  },
  {
    name: 'Secondary button',
    foreground: colors.action.secondary.fg,
    background: colors.action.secondary.bg,
    minimum: 4.5,
  },
  {
    name: 'Secondary button hover',
    foreground: colors.action.secondary.fg,
    background: colors.action.secondary.bgHover,
    minimum: 4.5,
  },
  {
    name: 'Ghost button hover',
    foreground: colors.action.ghost.fg,
    background: colors.action.ghost.bgHover,
    minimum: 4.5,
  },
  { name: 'Danger button', foreground: colors.action.danger.fg, background: colors.action.danger.bg, minimum: 4.5 },
  ...(Object.keys(colors.tone) as Array<keyof typeof colors.tone>).map((tone) => ({
    name: `${tone} badge`,
    foreground: colors.tone[tone].fg,
    background: colors.tone[tone].bg,
    minimum: 4.5 as const,
  })),
  ...colors.avatar.map((background, index) => ({
    name: `Initials on avatar colour ${index + 1}`,
    foreground: colors.text.inverse,
    background,
    minimum: 4.5 as const,
  })),
  {
    name: 'Control border on surface',
    foreground: colors.border.strong,
    background: colors.background.surface,
    minimum: 3,
  },
  { name: 'Focus ring on surface', foreground: colors.focus, background: colors.background.surface, minimum: 3 },
  { name: 'Focus ring on app background', foreground: colors.focus, background: colors.background.app, minimum: 3 },
  {
    name: 'Star outline on surface',
    foreground: colors.rating.outline,
    background: colors.background.surface,
    minimum: 3,
  },
  ...colors.chart.map((foreground, index) => ({
    name: `Chart series ${index + 1} on surface`,
    foreground,
    background: colors.background.surface,
    minimum: 3 as const,
  })),
];

import type { StyledTheme as DefaultTheme } from './styled-theme';
import { contrastRatio, relativeLuminance } from './contrast';
import { CONTRAST_PAIRS } from './contrast-pairs';
import { theme, type Theme } from './theme';

describe('contrastRatio', () => {
  it('follows the WCAG formula', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#FFFFFF', '#777777')).toBeCloseTo(contrastRatio('#777777', '#FFFFFF'), 10);
  });

  it('refuses colours it cannot read', () => {
    expect(() => relativeLuminance('red')).toThrow('Expected a #RRGGBB colour');
  });
});

describe('theme colours', () => {
  it.each(CONTRAST_PAIRS)('$name reaches $minimum:1', ({ foreground, background, minimum }) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(minimum);
  });
});

describe('theme shape', () => {
  it('is what styled-components components see', () => {
    expectTypeOf<Theme>().toExtend<DefaultTheme>();
    expectTypeOf<DefaultTheme>().toExtend<Theme>();
    expect(Object.keys(theme).sort()).toEqual([
      'borderWidths',
      'breakpoints',
      'colors',
      'fontSizes',
      'fontWeights',
      'fonts',
      'lineHeights',
      'media',
      'motion',
      'radii',
      'shadows',
      'sizes',
      'space',
      'zIndices',
    ]);
  });

  it('puts Inter first and Noto Sans Arabic second in the font stack', () => {
    expect(theme.fonts.body.startsWith("Inter, 'Noto Sans Arabic'")).toBe(true);
  });

  it('uses the error-screen breakpoint of the spec as its small breakpoint', () => {
    expect(theme.media.sm).toBe('@media (min-width: 500px)');
  });
});

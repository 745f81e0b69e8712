import { directionOf, isLanguage, isRtl, LANGUAGE_NAMES, toLanguage } from './languages';

describe('languages', () => {
  it('writes Arabic right to left and French and English left to right', () => {
    expect([isRtl('ar'), isRtl('ar-MA'), isRtl('fr'), isRtl('en')]).toEqual([true, true, false, false]);
    expect([directionOf('ar'), directionOf('fr-MA'), directionOf('en')]).toEqual(['rtl', 'ltr', 'ltr']);
  });

  it('reads regional and unknown codes as a supported language, French by default', () => {
    expect(toLanguage('ar-MA')).toBe('ar');
    expect(toLanguage('EN_us')).toBe('en');
    expect(toLanguage('de')).toBe('fr');
    expect(toLanguage(undefined)).toBe('fr');
    expect(toLanguage('cimode')).toBe('fr');
  });

  it('accepts only fr, ar and en as languages', () => {
    expect(['fr', 'ar', 'en', 'de', 'FR', null, 3].map(isLanguage)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('names every language in that language', () => {
    expect(LANGUAGE_NAMES).toEqual({ fr: 'Français', ar: 'العربية', en: 'English' });
  });
});

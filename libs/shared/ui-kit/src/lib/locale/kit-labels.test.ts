import { KIT_LABELS, type KitLabels } from './kit-labels';
import { toKitLanguage } from './kit-locale';

type Key = keyof KitLabels;

/** One text of a table; a text with numbers is called with 3 of 5. */
function text(labels: KitLabels, key: Key): string {
  const value = labels[key];
  return typeof value === 'function' ? value(3, 5) : value;
}

const keys = Object.keys(KIT_LABELS.fr) as Key[];

describe('kit labels', () => {
  it('has a text for every entry in every language', () => {
    for (const labels of Object.values(KIT_LABELS)) {
      expect(Object.keys(labels).sort()).toEqual([...keys].sort());
      expect(keys.filter((key) => text(labels, key).trim() === '')).toEqual([]);
    }
  });

  it('writes Arabic in Arabic script, and English apart from the words both languages share', () => {
    expect(keys.filter((key) => !/[\u0600-\u06FF]/.test(text(KIT_LABELS.ar, key)))).toEqual([]);
    expect(keys.filter((key) => text(KIT_LABELS.en, key) === text(KIT_LABELS.fr, key))).toEqual([
      'notifications',
      'page',
    ]);
  });

  it('names each star with its plural', () => {
    expect([1, 2, 5].map((n) => KIT_LABELS.fr.star(n, 5))).toEqual(['1 étoile', '2 étoiles', '5 étoiles']);
    expect([1, 2, 5].map((n) => KIT_LABELS.en.star(n, 5))).toEqual(['1 star', '2 stars', '5 stars']);
    expect([1, 2, 5, 11].map((n) => KIT_LABELS.ar.star(n, 20))).toEqual(['نجمة واحدة', 'نجمتان', '5 نجوم', '11 نجمة']);
  });
});

describe('toKitLanguage', () => {
  it('reads regional codes and falls back to French', () => {
    expect(toKitLanguage('ar-MA')).toBe('ar');
    expect(toKitLanguage('en')).toBe('en');
    expect(toKitLanguage('de')).toBe('fr');
    expect(toKitLanguage(undefined)).toBe('fr');
  });
});

import {
  CURRENCY_LABELS,
  formatDate,
  formatDateDMY,
  formatNumber,
  formatOf,
  formatPrice,
  formatRelative,
  toDate,
} from './formatters';

const NBSP = '\u00a0';

describe('formatPrice', () => {
  it('writes dirhams in the Moroccan style of each language, decimals only when there are some', () => {
    expect(formatPrice(120, 'fr')).toBe(`120${NBSP}Dhs`);
    expect(formatPrice(0, 'fr')).toBe(`0${NBSP}Dhs`);
    expect(formatPrice(1234.5, 'fr')).toBe(`1.234,50${NBSP}Dhs`);
    expect(formatPrice(120, 'ar')).toBe(`120${NBSP}درهم`);
    expect(formatPrice(1234.5, 'en')).toBe(`1,234.50${NBSP}Dhs`);
  });

  it('keeps Latin digits in Arabic, as Moroccan interfaces do', () => {
    expect(formatPrice(9876.5, 'ar')).toMatch(/^[0-9.,]+\u00a0درهم$/);
    expect(formatNumber(1234567, 'ar')).toBe('1.234.567');
  });

  it('shows nothing for a value that is not a number', () => {
    expect(formatPrice(Number.NaN, 'fr')).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY, 'en')).toBe('');
  });
});

describe('formatNumber', () => {
  it('groups and separates decimals per language and passes Intl options through', () => {
    expect(formatNumber(1234.5, 'fr')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(0.5, 'fr', { style: 'percent' })).toMatch(/^50\s?%$/);
  });
});

describe('prices and counts without Intl', () => {
  const LOCALES = { fr: 'fr-MA', ar: 'ar-MA', en: 'en' } as const;
  const viaIntl = (value: number, lng: keyof typeof LOCALES, options?: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(`${LOCALES[lng]}-u-nu-latn`, options).format(value);

  /** Values of every shape a price or a count takes, the rounding edges included. */
  function values(): number[] {
    // A small deterministic generator (mulberry32): the same values on every run.
    let seed = 20261130;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const edges = [0, 0.5, 1.005, 2.675, 999.995, 9.995, 0.125, 1234.5, 1000, 999, 100, 1e15 + 0.5, 2 ** 53, 1e20];
    const random3 = Array.from(
      { length: 1500 },
      () => Math.round(random() * 10 ** (1 + Math.floor(random() * 9))) / 1000,
    );
    const wholes = Array.from({ length: 500 }, () => Math.floor(random() * 10 ** Math.floor(random() * 16)));
    return [...edges, ...random3, ...wholes];
  }

  it('writes exactly what Intl writes, in every language', () => {
    for (const lng of ['fr', 'ar', 'en'] as const) {
      for (const value of values()) {
        // A price: whole amounts without decimals, others with two.
        const digits = Number.isInteger(value) ? 0 : 2;
        const options = { minimumFractionDigits: digits, maximumFractionDigits: digits };
        expect(formatPrice(value, lng), `${value} ${lng}`).toBe(
          `${viaIntl(value, lng, options)}${NBSP}${CURRENCY_LABELS[lng]}`,
        );
        // A count.
        if (Number.isInteger(value)) expect(formatNumber(value, lng), `${value} ${lng}`).toBe(viaIntl(value, lng));
      }
    }
  });

  it('makes no Intl formatter for prices and counts, and leaves the other shapes to Intl', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    expect(formatPrice(1234.5, 'fr')).toBe(`1.234,50${NBSP}Dhs`);
    expect(formatNumber(12, 'en')).toBe('12');
    expect(numberFormat).not.toHaveBeenCalled();
    numberFormat.mockRestore();
    // Negative amounts, zero's sign, exponents and other options: Intl's own writing.
    expect(formatPrice(-12.5, 'en')).toBe(
      `${viaIntl(-12.5, 'en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}${NBSP}Dhs`,
    );
    expect(formatNumber(-0, 'fr')).toBe(viaIntl(-0, 'fr'));
    expect(formatNumber(1e21, 'en')).toBe(viaIntl(1e21, 'en'));
    expect(formatNumber(5e-7, 'fr', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('0,00');
    expect(formatNumber(1.23456, 'fr')).toBe('1,235');
    expect(formatNumber(12, 'fr', { minimumFractionDigits: 1, maximumFractionDigits: 3 })).toBe('12,0');
  });
});

describe('formatDate', () => {
  const day = new Date(2024, 8, 5, 10, 30);

  it('writes a long date with the month names of each language (Moroccan Arabic months)', () => {
    expect(formatDate(day, 'fr', 'long')).toBe('5 septembre 2024');
    expect(formatDate(day, 'ar', 'long')).toBe('5 شتنبر 2024');
    expect(formatDate(day, 'en', 'long')).toBe('September 5, 2024');
  });

  it('uses the medium style unless told', () => {
    expect(formatDate(day, 'en')).toBe('Sep 5, 2024');
  });

  it('writes DD/MM/YYYY whatever the language', () => {
    expect(formatDate(day, 'ar', 'dmy')).toBe('05/09/2024');
    expect(formatDateDMY(day)).toBe('05/09/2024');
  });

  it('reads a bare ISO day as that day, not UTC midnight', () => {
    expect(formatDateDMY('2024-09-05')).toBe('05/09/2024');
    expect(toDate('2024-09-05')?.getDate()).toBe(5);
  });

  it('shows nothing for an invalid date', () => {
    expect(formatDate('not a date', 'fr')).toBe('');
    expect(formatDateDMY('2024-13-45T')).toBe('');
  });
});

describe('formatRelative', () => {
  const now = new Date(2024, 8, 5, 12, 0);

  it('says how long ago or ahead in the largest unit that fits', () => {
    expect(formatRelative(new Date(2024, 8, 2, 12, 0), 'fr', now)).toBe('il y a 3 jours');
    expect(formatRelative(new Date(2024, 8, 4, 12, 0), 'fr', now)).toBe('hier');
    expect(formatRelative(new Date(2024, 8, 2, 12, 0), 'ar', now)).toBe('قبل 3 أيام');
    expect(formatRelative(new Date(2024, 8, 5, 14, 0), 'en', now)).toBe('in 2 hours');
  });

  it('shows nothing for an invalid date', () => {
    expect(formatRelative('nope', 'en', now)).toBe('');
  });
});

describe('formatOf', () => {
  it('writes French "de" before a name, elided before a vowel, and leaves other languages alone', () => {
    expect(formatOf('Adam', 'fr')).toBe('d’Adam');
    expect(formatOf('Imane', 'fr')).toBe('d’Imane');
    expect(formatOf('Élias', 'fr')).toBe('d’Élias');
    expect(formatOf('Meryem', 'fr')).toBe('de Meryem');
    expect(formatOf('Hamza', 'fr')).toBe('de Hamza');
    expect(formatOf('Yasmine', 'fr')).toBe('de Yasmine');
    expect(formatOf('Adam', 'en')).toBe('Adam');
    expect(formatOf('Adam', 'ar')).toBe('Adam');
  });
});

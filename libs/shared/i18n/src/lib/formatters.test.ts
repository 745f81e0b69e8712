import { formatDate, formatDateDMY, formatNumber, formatOf, formatPrice, formatRelative, toDate } from './formatters';

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

describe('warmFormatters', () => {
  // A fresh module each time: its formatters are kept for the life of the page.
  async function freshFormatters() {
    vi.resetModules();
    return import('./formatters');
  }

  /** Counts the formatters of one `Intl` kind that are made (each still a real one). */
  function countMade<K extends 'NumberFormat' | 'DateTimeFormat'>(kind: K) {
    const Real = Intl[kind] as unknown as new (...args: unknown[]) => object;
    return vi.spyOn(Intl, kind).mockImplementation(function (...args: unknown[]) {
      return new Real(...args);
    } as never);
  }

  it('makes the price and date formatters in idle moments of their own, so the first prices and dates make none', async () => {
    const fresh = await freshFormatters();
    const idle: Array<() => void> = [];
    const numberFormat = countMade('NumberFormat');
    const dateFormat = countMade('DateTimeFormat');
    fresh.warmFormatters('ar', (task) => idle.push(task));
    // Nothing is made before the page is idle.
    expect(numberFormat).not.toHaveBeenCalled();
    expect(dateFormat).not.toHaveBeenCalled();
    expect(idle).toHaveLength(2);
    for (const task of idle) task();
    expect(numberFormat).toHaveBeenCalledTimes(2);
    expect(dateFormat).toHaveBeenCalledTimes(1);
    // Drawing prices and dates in that language then makes no formatter.
    expect(fresh.formatPrice(120, 'ar')).toBe(`120${NBSP}درهم`);
    expect(fresh.formatPrice(12.5, 'ar')).toBe(`12,50${NBSP}درهم`);
    expect(fresh.formatDate('2024-09-05', 'ar')).not.toBe('');
    expect(numberFormat).toHaveBeenCalledTimes(2);
    expect(dateFormat).toHaveBeenCalledTimes(1);
  });

  it('waits for the browser to be idle by default', async () => {
    const fresh = await freshFormatters();
    const requestIdleCallback = vi.fn<(callback: () => void) => number>(() => 1);
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const numberFormat = countMade('NumberFormat');
    fresh.warmFormatters('fr');
    expect(requestIdleCallback).toHaveBeenCalledTimes(2);
    expect(numberFormat).not.toHaveBeenCalled();
    requestIdleCallback.mock.calls[0][0]();
    expect(numberFormat).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });
});

import { formatAmount } from './format-price';

describe('formatAmount', () => {
  it('writes whole amounts without decimals', () => {
    expect(formatAmount(120, 'fr-MA')).toBe('120');
    expect(formatAmount(0, 'en')).toBe('0');
  });

  it('writes other amounts with two decimals, with the locale separators', () => {
    expect(formatAmount(12.5, 'fr-MA')).toBe('12,50');
    expect(formatAmount(12.5, 'en')).toBe('12.50');
    expect(formatAmount(1234.5, 'en')).toBe('1,234.50');
  });

  it('groups thousands the Moroccan way in French and Arabic', () => {
    expect(formatAmount(1234, 'fr-MA')).toBe('1.234');
    expect(formatAmount(1234.5, 'ar-MA')).toBe('1.234,50');
  });

  it('uses French Morocco by default', () => {
    expect(formatAmount(9.9)).toBe('9,90');
  });
});

import { formatPhone, isValidPhone, toE164 } from './phone';

describe('isValidPhone', () => {
  it.each(['0612345678', '06 12 34 56 78', '+212612345678', '0522123456'])(
    'accepts the Moroccan number %s',
    (value) => {
      expect(isValidPhone(value)).toBe(true);
    },
  );

  it.each(['', '123', '06123', 'abc'])('rejects %j', (value) => {
    expect(isValidPhone(value)).toBe(false);
  });

  it('accepts a foreign number written with its international prefix', () => {
    expect(isValidPhone('+33 6 12 34 56 78')).toBe(true);
  });

  it('reads numbers without a prefix as numbers of the given country', () => {
    expect(isValidPhone('06 12 34 56 78', 'FR')).toBe(true);
    expect(toE164('06 12 34 56 78', 'FR')).toBe('+33612345678');
  });
});

describe('formatPhone', () => {
  it('formats a Moroccan number in the national format', () => {
    expect(formatPhone('0612345678')).toBe('06 12 34 56 78');
    expect(formatPhone('+212612345678')).toBe('06 12 34 56 78');
  });

  it('keeps the international format for other countries', () => {
    expect(formatPhone('+33612345678')).toBe('+33 6 12 34 56 78');
  });

  it('returns invalid input unchanged', () => {
    expect(formatPhone('06 12')).toBe('06 12');
  });
});

describe('toE164', () => {
  it('gives the full international number, or undefined when invalid', () => {
    expect(toE164('06 12 34 56 78')).toBe('+212612345678');
    expect(toE164('12')).toBeUndefined();
  });
});

import { displayPhone, phoneError, telHref } from './phone';

describe('phoneError (Moroccan numbers preferred)', () => {
  it.each(['12', '12ab', 'abc', '0612', '0812345678', '06123456789', '+2126612345'])('refuses "%s"', (value) => {
    expect(phoneError(value)).toBe('validation:phoneFormat');
  });

  it.each([
    '0661234567',
    '06 61 23 45 67',
    '0712345678',
    '0522123456',
    '+212661234567',
    '+212 6 61 23 45 67',
    '00212661234567',
    '06.61.23.45.67',
    '+33 6 12 34 56 78',
  ])('accepts "%s"', (value) => {
    expect(phoneError(value)).toBeUndefined();
  });

  it('leaves an empty value to the "required" rule', () => {
    expect(phoneError('')).toBeUndefined();
    expect(phoneError('  ')).toBeUndefined();
    expect(phoneError(null)).toBeUndefined();
  });
});

describe('displayPhone', () => {
  it('shows a Moroccan number in national format, however it was stored', () => {
    expect(displayPhone('+212661234567')).toBe('06 61 23 45 67');
    expect(displayPhone('0661234567')).toBe('06 61 23 45 67');
    expect(displayPhone('05 22 12 34 56')).toBe('05 22 12 34 56');
  });

  it('shows another country in international format, and an unreadable value as given', () => {
    expect(displayPhone('+33612345678')).toBe('+33 6 12 34 56 78');
    expect(displayPhone(' 12ab ')).toBe('12ab');
    expect(displayPhone(null)).toBe('');
  });
});

describe('telHref', () => {
  it('links to the E.164 number, or the digits as given, or nothing', () => {
    expect(telHref('06 61 23 45 67')).toBe('tel:+212661234567');
    expect(telHref('12-34')).toBe('tel:1234');
    expect(telHref('')).toBeNull();
  });
});

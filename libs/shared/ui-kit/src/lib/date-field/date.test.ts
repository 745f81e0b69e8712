import { formatDateValue, isValidDate, maskDate, parseDate } from './date';

describe('maskDate', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['120', '12/0'],
    ['1205', '12/05'],
    ['12052', '12/05/2'],
    ['12052024', '12/05/2024'],
    ['120520245', '12/05/2024'],
    ['12/05/2024', '12/05/2024'],
    ['ab12-05x2024', '12/05/2024'],
    ['12/', '12'],
  ])('%j becomes %j', (input, expected) => {
    expect(maskDate(input)).toBe(expected);
  });
});

describe('parseDate', () => {
  it('reads a complete DD/MM/YYYY date', () => {
    expect(parseDate('12/05/2024')).toEqual(new Date(2024, 4, 12));
  });

  it.each(['', '12/05', '12/05/24', '31/02/2024', '00/01/2024', '12/13/2024', '2024-05-12'])('rejects %j', (value) => {
    expect(parseDate(value)).toBeNull();
  });

  it('accepts 29 February only in leap years', () => {
    expect(parseDate('29/02/2024')).not.toBeNull();
    expect(parseDate('29/02/2023')).toBeNull();
  });
});

describe('isValidDate', () => {
  it('checks the optional bounds, inclusive', () => {
    const min = new Date(2000, 0, 1);
    const max = new Date(2024, 11, 31, 18, 30);
    expect(isValidDate('01/01/2000', { min, max })).toBe(true);
    expect(isValidDate('31/12/2024', { min, max })).toBe(true);
    expect(isValidDate('31/12/1999', { min, max })).toBe(false);
    expect(isValidDate('01/01/2025', { min, max })).toBe(false);
  });
});

describe('formatDateValue', () => {
  it('writes DD/MM/YYYY with leading zeros', () => {
    expect(formatDateValue(new Date(2024, 0, 5))).toBe('05/01/2024');
  });
});

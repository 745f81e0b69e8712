import {
  isEndDateAfterStart,
  isEndDateNotBeforeStart,
  isEndTimeAfterStart,
  isValidCharge,
  isValidCoefficient,
  isValidDuration,
  isValidGrade,
  isValidQuantity,
  isValidUnitPrice,
  timeToSeconds,
} from './validation';

describe('§5 dictionary rules', () => {
  it('accepts grades from 0 to 20 inclusive and rejects the rest', () => {
    expect([0, 10.5, 20].map(isValidGrade)).toEqual([true, true, true]);
    expect([-0.5, 20.25, Number.NaN, Number.POSITIVE_INFINITY].map(isValidGrade)).toEqual([false, false, false, false]);
  });

  it('wants a duration of at least 1', () => {
    expect(isValidDuration(1)).toBe(true);
    expect(isValidDuration(90)).toBe(true);
    expect(isValidDuration(0.5)).toBe(false);
    expect(isValidDuration(0)).toBe(false);
  });

  it('wants an end time strictly later than the start time', () => {
    expect(isEndTimeAfterStart('08:30', '10:00')).toBe(true);
    expect(isEndTimeAfterStart('08:30', '08:30')).toBe(false);
    expect(isEndTimeAfterStart('14:00', '09:00')).toBe(false);
    expect(isEndTimeAfterStart('08:30', '25:00')).toBe(false);
  });

  it('reads HH:mm and HH:mm:ss times and nothing else', () => {
    expect(timeToSeconds('01:02:03')).toBe(3723);
    expect(timeToSeconds('23:59')).toBe(86340);
    expect(timeToSeconds('8h30')).toBeNull();
  });

  it('wants an end date strictly later than the start date', () => {
    expect(isEndDateAfterStart('2025-09-08', '2026-06-30')).toBe(true);
    expect(isEndDateAfterStart('2025-11-06', '2025-11-06')).toBe(false);
    expect(isEndDateAfterStart('2026-03-22', '2026-03-20')).toBe(false);
    expect(isEndDateAfterStart('2026-01-10T10:00', '2026-01-10T12:00')).toBe(true);
    expect(isEndDateAfterStart('not a date', '2026-01-01')).toBe(false);
  });

  it('lets inclusive day ranges end on their start date', () => {
    expect(isEndDateNotBeforeStart('2025-11-06', '2025-11-06')).toBe(true);
    expect(isEndDateNotBeforeStart('2025-11-07', '2025-11-06')).toBe(false);
  });

  it('accepts a zero coefficient but not a negative one', () => {
    expect(isValidCoefficient(0)).toBe(true);
    expect(isValidCoefficient(2.5)).toBe(true);
    expect(isValidCoefficient(-1)).toBe(false);
  });

  it('wants a unit price greater than 0', () => {
    expect(isValidUnitPrice(0.01)).toBe(true);
    expect(isValidUnitPrice(0)).toBe(false);
    expect(isValidUnitPrice(-5)).toBe(false);
  });

  it('wants a whole quantity of at least 1', () => {
    expect(isValidQuantity(1)).toBe(true);
    expect(isValidQuantity(0)).toBe(false);
    expect(isValidQuantity(1.5)).toBe(false);
  });

  it('wants tax, discount and VAT of at least 0', () => {
    expect(isValidCharge(0)).toBe(true);
    expect(isValidCharge(20)).toBe(true);
    expect(isValidCharge(-0.01)).toBe(false);
  });
});

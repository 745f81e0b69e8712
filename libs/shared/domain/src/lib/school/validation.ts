import { GRADE_MAX, GRADE_MIN } from '../constants';

/**
 * Validation rules of the §5 dictionary that concern school management and billing, as pure
 * functions. The payload schemas of this folder use them (so the fake backend rejects what a
 * real backend would) and forms can use them to show the dictionary messages.
 */

/** `HH:mm` or `HH:mm:ss`, 24-hour clock. */
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Seconds since midnight of an `HH:mm[:ss]` time, or null when it is not one. */
export function timeToSeconds(time: string): number | null {
  const match = TIME_PATTERN.exec(time);
  if (!match) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}

/** Milliseconds of an ISO date (`YYYY-MM-DD`) or date-time, or null when it does not parse. */
function dateToMs(date: string): number | null {
  // A bare date is read as UTC midnight by Date.parse, a date-time without zone as local time:
  // both sides of a comparison use the same form, so the difference does not matter here.
  const ms = Date.parse(date);
  return Number.isNaN(ms) ? null : ms;
}

/** Grade min/max (§5, §9): a grade is a number from 0 to 20 inclusive. */
export function isValidGrade(grade: number): boolean {
  return isFiniteNumber(grade) && grade >= GRADE_MIN && grade <= GRADE_MAX;
}

/** Duration at least 1 (§5), in minutes for controls and seances. */
export function isValidDuration(duration: number): boolean {
  return isFiniteNumber(duration) && duration >= 1;
}

/** End time later than start (§5): both `HH:mm[:ss]`; equal times are rejected. */
export function isEndTimeAfterStart(start: string, end: string): boolean {
  const s = timeToSeconds(start);
  const e = timeToSeconds(end);
  return s !== null && e !== null && e > s;
}

/** End date later than start (§5): ISO dates or date-times; equal values are rejected. */
export function isEndDateAfterStart(start: string, end: string): boolean {
  const s = dateToMs(start);
  const e = dateToMs(end);
  return s !== null && e !== null && e > s;
}

/**
 * End date not before start: the form of the rule used for inclusive day ranges (a one-day
 * holiday starts and ends on the same date), where "later than" would forbid one-day ranges.
 */
export function isEndDateNotBeforeStart(start: string, end: string): boolean {
  const s = dateToMs(start);
  const e = dateToMs(end);
  return s !== null && e !== null && e >= s;
}

/** Coefficient not negative (§5). */
export function isValidCoefficient(coefficient: number): boolean {
  return isFiniteNumber(coefficient) && coefficient >= 0;
}

/** Unit price greater than 0 (§5). */
export function isValidUnitPrice(price: number): boolean {
  return isFiniteNumber(price) && price > 0;
}

/** Quantity at least 1 (§5); a quantity counts whole items. */
export function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1;
}

/** Tax, discount and VAT at least 0 (§5). */
export function isValidCharge(value: number): boolean {
  return isFiniteNumber(value) && value >= 0;
}

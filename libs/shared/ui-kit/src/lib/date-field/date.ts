import { format, isValid, parse } from 'date-fns';

/** The date format of the kit's date fields (the spec's edition field: DD/MM/YYYY). */
export const DATE_FORMAT = 'dd/MM/yyyy';

/**
 * Puts typed digits in the DD/MM/YYYY shape: `12052024` → `12/05/2024`, `1205` → `12/05`.
 * Anything that is not a digit is dropped, and at most eight digits are kept. A slash is added only
 * once a digit follows it, so deleting backwards never gets stuck on a slash.
 */
export function maskDate(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  const day = digits.slice(0, 2);
  const month = digits.slice(2, 4);
  const year = digits.slice(4);
  return [day, month, year].filter(Boolean).join('/');
}

/** The date written in DD/MM/YYYY, or null when it is incomplete or does not exist (31/02/2024). */
export function parseDate(value: string): Date | null {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(value)) {
    return null;
  }
  const date = parse(value, DATE_FORMAT, new Date(2000, 0, 1));
  // date-fns rolls some impossible dates over; a round trip catches them.
  return isValid(date) && format(date, DATE_FORMAT) === value ? date : null;
}

/** Bounds for isValidDate. */
export interface DateBounds {
  /** Earliest allowed date (inclusive). */
  min?: Date;
  /** Latest allowed date (inclusive). */
  max?: Date;
}

/** Whether `value` is a complete, existing DD/MM/YYYY date within the optional bounds. */
export function isValidDate(value: string, { min, max }: DateBounds = {}): boolean {
  const date = parseDate(value);
  if (!date) {
    return false;
  }
  if (min && date < startOfDay(min)) {
    return false;
  }
  if (max && date > startOfDay(max)) {
    return false;
  }
  return true;
}

/** Writes a date as DD/MM/YYYY (to fill a DateField from an API date). */
export function formatDateValue(date: Date): string {
  return format(date, DATE_FORMAT);
}

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** The value, or a thrown error naming what was expected (instead of a non-null assertion). */
export function must<T>(value: T | null | undefined, what = 'a value'): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what}`);
  return value;
}

/** Bounds of a quantity: never below 0 (§5), optionally capped. */
export interface QuantityBounds {
  /** Lowest value; raised to 0 when negative. */
  min?: number;
  /** Highest value. */
  max?: number;
}

/** Keeps `value` a whole number within the bounds, and never below 0. */
export function clampQuantity(value: number, { min = 0, max }: QuantityBounds = {}): number {
  const floor = Math.max(0, min);
  const whole = Number.isFinite(value) ? Math.trunc(value) : floor;
  const capped = max === undefined ? whole : Math.min(whole, max);
  return Math.max(floor, capped);
}

/**
 * The quantity a typed or pasted text means: its digits as a number, negative when the text starts
 * with a minus sign ("-5", "−5": read as below the minimum, so it clamps to it, never to 5); null
 * while it holds no digit (the field briefly empty).
 */
export function parseTypedQuantity(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return null;
  return /^\s*[-\u2212]/.test(text) ? -Number(digits) : Number(digits);
}

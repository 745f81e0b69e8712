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

/**
 * A small deterministic pseudo-random generator (mulberry32), so the fake backend's seed data is
 * the same on every machine and every run. Never use `Math.random()` in seed code.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [min, max], both included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  /** True with probability `p` (0..1). */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `count` distinct elements (fewer if the list is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
  /** An element chosen with the given weights (same length as `items`). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  /**
   * An independent generator derived from this one's seed and a label: adding data to one area
   * of the seed does not shift the random numbers of another.
   */
  fork(label: string): Rng;
}

/** 32-bit FNV-1a hash of a text: turns labels and string seeds into numeric seeds. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Creates a generator from a numeric or text seed. */
export function createRng(seed: number | string): Rng {
  const baseSeed = typeof seed === 'number' ? seed >>> 0 : hashSeed(seed);
  let state = baseSeed;

  const next = (): number => {
    // mulberry32: fast, good enough for test data, fully determined by the seed.
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  const int = (min: number, max: number): number => Math.floor(next() * (max - min + 1)) + min;

  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  };

  return {
    next,
    int,
    float: (min, max) => next() * (max - min) + min,
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('rng.pick: empty list');
      return items[int(0, items.length - 1)];
    },
    sample: (items, count) => shuffle(items).slice(0, Math.max(0, count)),
    shuffle,
    weighted: <T>(items: readonly T[], weights: readonly number[]): T => {
      const total = weights.reduce((a, b) => a + b, 0);
      let roll = next() * total;
      for (let i = 0; i < items.length; i++) {
        roll -= weights[i] ?? 0;
        if (roll < 0) return items[i];
      }
      return items[items.length - 1];
    },
    fork: (label) => createRng((baseSeed ^ hashSeed(label)) >>> 0),
  };
}

import { createRng, hashSeed } from './rng';

describe('createRng', () => {
  it('gives the same sequence for the same seed, and another for another seed', () => {
    const a = createRng('seed');
    const b = createRng('seed');
    const c = createRng('other');

    const seqA = Array.from({ length: 5 }, () => a.next());
    const seqB = Array.from({ length: 5 }, () => b.next());
    const seqC = Array.from({ length: 5 }, () => c.next());

    expect(seqA).toEqual(seqB);
    expect(seqA).not.toEqual(seqC);
    expect(seqA.every((n) => n >= 0 && n < 1)).toBe(true);
  });

  it('draws whole numbers within both bounds', () => {
    const rng = createRng(42);

    const draws = Array.from({ length: 500 }, () => rng.int(1, 3));

    expect(new Set(draws)).toEqual(new Set([1, 2, 3]));
  });

  it('picks, samples and shuffles without losing or repeating elements', () => {
    const rng = createRng(7);
    const items = [1, 2, 3, 4, 5, 6];

    const sample = rng.sample(items, 4);
    const shuffled = rng.shuffle(items);

    expect(items).toContain(rng.pick(items));
    expect(new Set(sample).size).toBe(4);
    expect([...shuffled].sort()).toEqual(items);
    expect(() => rng.pick([])).toThrow('empty list');
  });

  it('forks independent streams: drawing from one does not change another', () => {
    const first = createRng('base');
    const second = createRng('base');
    first.next();
    first.next();

    expect(first.fork('shop').next()).toBe(second.fork('shop').next());
    expect(first.fork('shop').next()).not.toBe(first.fork('learning').next());
  });

  it('respects weights', () => {
    const rng = createRng(1);

    const draws = Array.from({ length: 200 }, () => rng.weighted(['a', 'b'], [1, 0]));

    expect(new Set(draws)).toEqual(new Set(['a']));
    expect(hashSeed('abc')).toBe(hashSeed('abc'));
  });
});

import { getPageItems } from './page-items';

describe('getPageItems', () => {
  it('lists every page when they all fit', () => {
    expect(getPageItems(1, 1)).toEqual([1]);
    expect(getPageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('is empty without pages', () => {
    expect(getPageItems(1, 0)).toEqual([]);
  });

  it.each([
    [1, [1, 2, 3, 4, 5, 'gap', 12]],
    [4, [1, 2, 3, 4, 5, 'gap', 12]],
    [5, [1, 'gap', 4, 5, 6, 'gap', 12]],
    [6, [1, 'gap', 5, 6, 7, 'gap', 12]],
    [9, [1, 'gap', 8, 9, 10, 11, 12]],
    [12, [1, 'gap', 8, 9, 10, 11, 12]],
  ])('around page %i of 12 shows %j', (current, expected) => {
    expect(getPageItems(current, 12)).toEqual(expected);
  });

  it('always has the same length once pages are skipped', () => {
    for (let current = 1; current <= 30; current += 1) {
      expect(getPageItems(current, 30)).toHaveLength(7);
    }
  });

  it('keeps out-of-range pages in range', () => {
    expect(getPageItems(99, 12)).toEqual(getPageItems(12, 12));
    expect(getPageItems(-3, 12)).toEqual(getPageItems(1, 12));
  });

  it('shows more neighbours when asked', () => {
    expect(getPageItems(10, 20, 2)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });
});

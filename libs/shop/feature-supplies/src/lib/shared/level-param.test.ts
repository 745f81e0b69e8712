import {
  formatLevelIds,
  parseLevelIds,
  parseRouteId,
  schoolLevelsPath,
  schoolPath,
  withSearchParam,
} from './level-param';

describe('level search parameter', () => {
  it('reads ids in ascending order without repeats and skips what is not an id', () => {
    expect(parseLevelIds('4,3,x,3, 7 ,0,-2')).toEqual([3, 4, 7]);
  });

  it('reads nothing from a missing or empty parameter', () => {
    expect(parseLevelIds(null)).toEqual([]);
    expect(parseLevelIds('')).toEqual([]);
  });

  it('writes the same text for the same choice, whatever the order', () => {
    expect(formatLevelIds([4, 3, 4])).toBe('3,4');
    expect(formatLevelIds([3, 4])).toBe(formatLevelIds([4, 3]));
  });

  it('builds the school and levels paths with the choice', () => {
    expect(schoolLevelsPath(12, [4, 3])).toBe('/school/12/levels?levels=3,4');
    expect(schoolLevelsPath(12, [])).toBe('/school/12/levels');
    expect(schoolPath(12, [5])).toBe('/school/12?levels=5');
    expect(schoolPath(12)).toBe('/school/12');
  });

  it('reads a route id only when it is a positive integer', () => {
    expect(parseRouteId('12')).toBe(12);
    expect(parseRouteId('0')).toBeNull();
    expect(parseRouteId('12abc')).toBeNull();
    expect(parseRouteId(undefined)).toBeNull();
  });
});

describe('withSearchParam', () => {
  it('sets, replaces and removes one parameter, keeping commas readable', () => {
    expect(withSearchParam('', 'levels', '3,4')).toBe('?levels=3,4');
    expect(withSearchParam('?levels=3&pack=2', 'levels', '3,5')).toBe('?levels=3,5&pack=2');
    expect(withSearchParam('?levels=3,4&pack=2', 'pack', null)).toBe('?levels=3,4');
    expect(withSearchParam('?pack=2', 'pack', null)).toBe('');
  });
});

import { colorIndex, getInitials } from './initials';

describe('getInitials', () => {
  it.each([
    ['amina benali', 'AB'],
    ['Karim', 'K'],
    ['  Youssef  El   Amrani ', 'YA'],
    ['أمينة بنعلي', 'أب'],
    ['élodie', 'É'],
    ['', ''],
  ])('%j gives %j', (name, initials) => {
    expect(getInitials(name)).toBe(initials);
  });
});

describe('colorIndex', () => {
  it('is stable for a name and within range', () => {
    expect(colorIndex('Amina', 6)).toBe(colorIndex('Amina', 6));
    for (const name of ['a', 'Karim', 'أمينة', 'x'.repeat(200)]) {
      const index = colorIndex(name, 6);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(6);
    }
  });
});

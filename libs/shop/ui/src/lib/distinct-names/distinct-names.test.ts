import { distinctNames } from './distinct-names';

describe('distinctNames', () => {
  it('numbers only the names that come back, in order', () => {
    expect(distinctNames(['Cahier', 'Stylo', 'Cahier', 'Cahier'])).toEqual([
      'Cahier (1)',
      'Stylo',
      'Cahier (2)',
      'Cahier (3)',
    ]);
  });

  it('leaves distinct names as they are', () => {
    expect(distinctNames(['Cahier', 'Stylo'])).toEqual(['Cahier', 'Stylo']);
  });
});

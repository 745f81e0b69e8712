import { clampQuantity, parseTypedQuantity } from './quantity';

describe('clampQuantity', () => {
  it('never goes below 0, even with a negative minimum', () => {
    expect(clampQuantity(-3)).toBe(0);
    expect(clampQuantity(-3, { min: -10 })).toBe(0);
  });

  it('respects a minimum above 0 and a maximum', () => {
    expect(clampQuantity(0, { min: 1 })).toBe(1);
    expect(clampQuantity(12, { max: 10 })).toBe(10);
    expect(clampQuantity(4, { min: 1, max: 10 })).toBe(4);
  });

  it('drops fractions and replaces non-numbers with the minimum', () => {
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(Number.NaN, { min: 1 })).toBe(1);
  });
});

describe('parseTypedQuantity', () => {
  it('reads the digits of what was typed', () => {
    expect(parseTypedQuantity('12')).toBe(12);
    expect(parseTypedQuantity('1a2')).toBe(12);
    expect(parseTypedQuantity('')).toBeNull();
    expect(parseTypedQuantity('ab')).toBeNull();
  });

  it('keeps a leading minus sign: "-5" is -5 (clamped to the minimum), not 5', () => {
    expect(parseTypedQuantity('-5')).toBe(-5);
    expect(parseTypedQuantity(' \u22125')).toBe(-5);
    expect(clampQuantity(parseTypedQuantity('-5') ?? 0, { min: 1, max: 99 })).toBe(1);
  });
});

import { act, renderHook } from '@testing-library/react';
import { useStoredQuantities } from './use-stored-quantities';

describe('useStoredQuantities', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the quantities for a reload, per key, each within 0–99', () => {
    const first = renderHook(() => useStoredQuantities('quote:3'));

    act(() => first.result.current[1](12, 999));
    act(() => first.result.current[1](13, -5));
    act(() => first.result.current[1](14, 4));
    first.unmount();
    const reloaded = renderHook(() => useStoredQuantities('quote:3'));
    const other = renderHook(() => useStoredQuantities('quote:4'));

    expect(reloaded.result.current[0]).toEqual({ 12: 99, 13: 0, 14: 4 });
    expect(other.result.current[0]).toEqual({});
  });

  it('reads a key changed in place (other levels) and ignores unreadable storage', () => {
    sessionStorage.setItem('kk.quantities.levels:1:7', '{"5":3}');
    sessionStorage.setItem('kk.quantities.levels:1:8', 'not json');
    const { result, rerender } = renderHook(({ key }) => useStoredQuantities(key), {
      initialProps: { key: 'levels:1:7' },
    });
    expect(result.current[0]).toEqual({ 5: 3 });

    rerender({ key: 'levels:1:8' });

    expect(result.current[0]).toEqual({});
  });
});

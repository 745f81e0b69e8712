import { useCallback, useRef, useState } from 'react';

/**
 * State that a parent may control (`value` given) or leave to the component (`defaultValue`).
 * The setter always calls `onChange`, so controlled and uncontrolled uses behave the same.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [internal, setInternal] = useState<T>(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : internal;
  // A ref keeps the latest onChange without making the setter change identity on every render.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const setValue = useCallback(
    (next: T) => {
      if (!isControlled) {
        setInternal(next);
      }
      onChangeRef.current?.(next);
    },
    [isControlled],
  );
  return [current, setValue];
}

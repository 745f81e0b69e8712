import { useCallback, useState } from 'react';
import { clampOrderQuantity } from '@kk/domain';

/** Quantities chosen with steppers, by line id. */
export type StoredQuantities = Readonly<Record<number, number>>;

/** Prefix of the session-storage keys: `kk.quantities.<key>`. */
const PREFIX = 'kk.quantities.';

function read(key: string): StoredQuantities {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(PREFIX + key) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const result: Record<number, number> = {};
    for (const [id, value] of Object.entries(parsed)) {
      if (typeof value === 'number' && /^\d+$/.test(id)) result[Number(id)] = clampOrderQuantity(value);
    }
    return result;
  } catch {
    // Storage refused (private mode) or unreadable: start from nothing.
    return {};
  }
}

function write(key: string, quantities: StoredQuantities) {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(quantities));
  } catch {
    // Storage refused or full: the quantities stay on the screen, only a reload forgets them.
  }
}

/**
 * The quantities of a screen's steppers, kept for the tab's session (`sessionStorage`) so a reload
 * or Back finds them again, each within 0–`MAX_ORDER_QUANTITY` (a typed 999 is kept as 99). One key
 * per screen: the levels page per school and levels, a quote per quote.
 *
 * @example
 * const [quantities, setQuantity] = useStoredQuantities(`quote:${quoteId}`);
 */
export function useStoredQuantities(key: string): [StoredQuantities, (id: number, quantity: number) => void] {
  const [state, setState] = useState(() => ({ key, quantities: read(key) }));
  // Another key (other levels, another quote) reads its own quantities.
  const current = state.key === key ? state.quantities : read(key);
  if (state.key !== key) setState({ key, quantities: current });

  const setQuantity = useCallback(
    (id: number, quantity: number) =>
      setState((previous) => {
        const quantities = { ...previous.quantities, [id]: clampOrderQuantity(quantity) };
        write(previous.key, quantities);
        return { key: previous.key, quantities };
      }),
    [],
  );
  return [current, setQuantity];
}

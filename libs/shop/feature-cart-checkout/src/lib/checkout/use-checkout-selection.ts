import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { checkoutSearch, readCheckoutSelection, type CheckoutSelection } from './checkout-params';

/** What {@link useCheckoutSelection} returns. */
export interface UseCheckoutSelectionResult {
  /** The selection of the current URL (router state first, then the search params). */
  selection: CheckoutSelection;
  /** Changes part of the selection: the URL is replaced (no new history entry), state and query alike. */
  update: (change: Partial<CheckoutSelection>) => void;
}

/**
 * The checkout selection kept in the current URL. Every change replaces the entry (`replace`), so the
 * choices survive Back from the next screen, a reload and a language switch without making Back
 * step through each click.
 */
export function useCheckoutSelection(): UseCheckoutSelectionResult {
  const location = useLocation();
  const navigate = useNavigate();
  const selection = useMemo(
    () => readCheckoutSelection(location.search, location.state),
    [location.search, location.state],
  );
  // Two changes in one event (an address, then a mode) each start from the other's result.
  const latest = useRef(selection);
  useEffect(() => {
    latest.current = selection;
  }, [selection]);
  const { pathname, hash } = location;

  const update = useCallback(
    (change: Partial<CheckoutSelection>) => {
      const next = { ...latest.current, ...change };
      latest.current = next;
      navigate({ pathname, search: checkoutSearch(next), hash }, { replace: true, state: next });
    },
    [navigate, pathname, hash],
  );

  return { selection, update };
}

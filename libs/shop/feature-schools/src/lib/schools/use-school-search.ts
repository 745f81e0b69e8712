import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ViewMode } from '@kk/ui-kit';

/** Query parameters of the schools screen: kept in the URL so Back from a school finds the same list. */
export const SCHOOL_SEARCH_PARAMS = { search: 'q', view: 'view' } as const;

/** What {@link useSchoolSearch} returns. */
export interface SchoolSearchState {
  /** The search text (name or city); '' lists every school. */
  search: string;
  /** Sets the search text (replaces the history entry: typing is not navigation). */
  setSearch: (term: string) => void;
  /** List or grid; list by default (§9). */
  view: ViewMode;
  /** Sets the view. */
  setView: (view: ViewMode) => void;
}

/**
 * The search text and the list/grid view of the schools screen, read from and written to the
 * URL (`?q=rabat&view=grid`): coming back from a school page shows the same search and view.
 */
export function useSchoolSearch(): SchoolSearchState {
  const [params, setParams] = useSearchParams();
  const search = params.get(SCHOOL_SEARCH_PARAMS.search) ?? '';
  const view: ViewMode = params.get(SCHOOL_SEARCH_PARAMS.view) === 'grid' ? 'grid' : 'list';

  const update = useCallback(
    (key: string, value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setSearch = useCallback((term: string) => update(SCHOOL_SEARCH_PARAMS.search, term.trim() || null), [update]);
  const setView = useCallback(
    (next: ViewMode) => update(SCHOOL_SEARCH_PARAMS.view, next === 'grid' ? 'grid' : null),
    [update],
  );
  return { search, setSearch, view, setView };
}

import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  flattenPages,
  useGetLevelsQuery,
  useGetLibraryDemandesInfiniteQuery,
  type LibraryDemandeSearch,
} from '@kk/api-clients';
import { levelName, type LibraryDemande } from '@kk/domain';
import { useLanguage } from '@kk/i18n';
import { pagingOf, type Paging } from '@kk/shop-ui';
import type { QueryStateQuery, SelectOption } from '@kk/ui-kit';

/** Search parameters of the filters, so a reload or the way back from a request keeps them. */
export const FILTER_PARAMS = { name: 'q', school: 'school', level: 'level', sort: 'sort' } as const;

/** The filters of the requests list. */
export interface DemandeFilters {
  /** School name searched ('' for none). */
  name: string;
  /** School id as the select's value ('' for every school). */
  school: string;
  /** Level id as the select's value ('' for every level). */
  level: string;
  /** 'oldest' for the oldest first; '' for the newest first. */
  sort: string;
}

/** What {@link useLibraryDemandes} returns. */
export interface UseLibraryDemandesResult extends Paging {
  /** The paged list, for `QueryState` (first load, error and Retry). */
  query: QueryStateQuery<unknown>;
  /** The requests loaded so far, newest first. */
  demandes: LibraryDemande[];
  /** The filters in force. */
  filters: DemandeFilters;
  /** Changes one filter (the list starts again from page 1). */
  setFilter: (key: keyof DemandeFilters, value: string) => void;
  /** Schools to filter by: those of the requests seen so far. */
  schoolOptions: SelectOption[];
  /** Levels to filter by: every level of the shop. */
  levelOptions: SelectOption[];
}

const idOrUndefined = (value: string) => (/^\d+$/.test(value) ? Number(value) : undefined);

/**
 * The requests a library may answer (`get_my_demandes` as an `li` account, 20 a page), newest or
 * oldest first, filtered by school name, school and level (kept in the URL). The school filter offers the schools of the
 * requests seen so far (a shop has hundreds of schools; a library picks among those asking).
 */
export function useLibraryDemandes(): UseLibraryDemandesResult {
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const filters: DemandeFilters = {
    name: params.get(FILTER_PARAMS.name) ?? '',
    school: params.get(FILTER_PARAMS.school) ?? '',
    level: params.get(FILTER_PARAMS.level) ?? '',
    sort: params.get(FILTER_PARAMS.sort) === 'oldest' ? 'oldest' : '',
  };
  const search: LibraryDemandeSearch = {};
  if (filters.name.trim()) search.name = filters.name.trim();
  const schoolId = idOrUndefined(filters.school);
  const levelId = idOrUndefined(filters.level);
  if (schoolId !== undefined) search.school_id = schoolId;
  if (levelId !== undefined) search.level_id = levelId;
  if (filters.sort === 'oldest') search.ordering = 'date_created';
  const query = useGetLibraryDemandesInfiniteQuery(search);
  const levels = useGetLevelsQuery();
  const demandes = flattenPages(query.data);

  // Schools seen in any list loaded on this screen, so a school stays offered once filtered.
  const seenSchools = useRef(new Map<number, string>());
  for (const d of demandes) for (const s of d.schools) seenSchools.current.set(s.id, s.name);
  const schoolOptions = [...seenSchools.current]
    .map(([id, name]) => ({ value: String(id), label: name }))
    .sort((a, b) => a.label.localeCompare(b.label));

  const levelOptions = useMemo(
    () =>
      (levels.data?.levels ?? []).map((level) => ({
        value: String(level.level_id),
        label: levelName(level, language),
      })),
    [levels.data, language],
  );

  const setFilter = (key: keyof DemandeFilters, value: string) => {
    const next = new URLSearchParams(params);
    if (value.trim()) next.set(FILTER_PARAMS[key], value);
    else next.delete(FILTER_PARAMS[key]);
    setParams(next, { replace: true });
  };

  return {
    query,
    demandes,
    filters,
    setFilter,
    schoolOptions,
    levelOptions,
    ...pagingOf(query),
  };
}

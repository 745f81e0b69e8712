import { useCallback, useState } from 'react';
import {
  useCreateSupplyLineMutation,
  useDeleteSupplyLineMutation,
  useGetSchoolInfoQuery,
  useGetSchoolsInfiniteQuery,
  useGetSchoolSupplyLinesQuery,
  useUpdateSupplyLineMutation,
} from '@kk/api-clients';
import { levelsByIds, type School, type SupplyLine } from '@kk/domain';
import { useReferenceLists } from '@kk/session';
import { useSearchedList } from '../shared/use-searched-list';
import type { SortColumns } from '../shared/use-url-sort';

/** The columns the schools sort by (on the server, `ordering`), A to Z first. */
const SORTS: SortColumns<'name' | 'city'> = { name: 'ascending', city: 'ascending' };
const BY_NAME = { column: 'name', direction: 'ascending' } as const;
const ORDERING_FIELDS = { name: 'name', city: 'city' };

/** Where a school's page of the admin area is. */
export const schoolPath = (id: number) => `/admin/ecoles/${id}`;

/**
 * View model of `/admin/ecoles`: the listed schools (`get_schools`, 20 a page, by name), searchable
 * by name or city, sorted by name or city either way (`sort`, `toggleSort`; in the URL, asked of the
 * server as `ordering`).
 * - `status`, `query`: for `QueryState`; `hasMore`, `loadMore`, `loadingMore`: the next page;
 * - `search`, `setSearch`; `groupNames(school)`: its cycles' names.
 */
export function useAdminSchools() {
  const list = useSearchedList(useGetSchoolsInfiniteQuery, SORTS, BY_NAME, ORDERING_FIELDS);
  const { levelGroups } = useReferenceLists();
  return {
    ...list,
    groupNames: (school: School) =>
      school.level_groups.map((id) => levelGroups.find((g) => g.id === id)?.name).filter((n): n is string => !!n),
  };
}

/**
 * View model of `/admin/ecoles/:school_id`: the school (`get_school_info`), its levels by cycle,
 * and the supply list of the level chosen (`getSchoolSupplyLines`), to which `addLine` adds an
 * article and its quantity (`createSupplyLine`; rejects on failure); `setQuantity(line, n)` changes a
 * line's quantity (`updateSupplyLine`) and `removeLine(line)` removes it (`deleteSupplyLine`,
 * `removing` while it runs), both rejecting on failure.
 */
export function useAdminSchool(schoolId: number) {
  const school = useGetSchoolInfoQuery(schoolId);
  const { levels, levelGroups } = useReferenceLists();
  const [chosen, setLevelId] = useState<number | null>(null);
  const taught = school.data ? levelsByIds(school.data.levels, levels) : [];
  const levelId = chosen ?? taught[0]?.level_id ?? null;
  const groups = levelGroups
    .map((group) => ({ group, levels: taught.filter((l) => l.group_id === group.id) }))
    .filter((g) => g.levels.length > 0);
  const lines = useGetSchoolSupplyLinesQuery(
    { school_id: schoolId, level_id: levelId ?? undefined },
    { skip: levelId === null },
  );
  const [createLine] = useCreateSupplyLineMutation();
  const addLine = useCallback(
    async (articleId: number, quantity: number) => {
      if (levelId === null) return;
      await createLine({ school_id: schoolId, level_id: levelId, article_id: articleId, quantity }).unwrap();
    },
    [createLine, levelId, schoolId],
  );
  const [updateLine] = useUpdateSupplyLineMutation();
  const [deleteLine, deletion] = useDeleteSupplyLineMutation();
  const setQuantity = useCallback(
    async (line: SupplyLine, quantity: number) => {
      await updateLine({ id: line.id, quantity }).unwrap();
    },
    [updateLine],
  );
  const removeLine = useCallback(
    async (line: SupplyLine) => {
      await deleteLine({ id: line.id }).unwrap();
    },
    [deleteLine],
  );
  return {
    school,
    groups,
    taught,
    levelId,
    setLevelId,
    lines,
    addLine,
    setQuantity,
    removeLine,
    removing: deletion.isLoading,
  };
}

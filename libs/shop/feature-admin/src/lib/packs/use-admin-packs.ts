import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  flattenPages,
  useCreatePackMutation,
  useDeletePackMutation,
  useGetPacksQuery,
  useGetSchoolInfoQuery,
  useGetSchoolsInfiniteQuery,
  useUpdatePackMutation,
} from '@kk/api-clients';
import { levelsByIds, type Pack } from '@kk/domain';
import { useReferenceLists } from '@kk/session';
import { toCreatePack, toUpdatePack, type PackValues } from './pack-values';

/** Query parameters of the packs screen: the school and the level chosen. */
export const SCHOOL_PARAM = 'ecole';
export const LEVEL_PARAM = 'niveau';

/** Where the packs of a school level are. */
export const packsPath = (schoolId: number, levelId?: number) =>
  `/admin/packs?${SCHOOL_PARAM}=${schoolId}${levelId ? `&${LEVEL_PARAM}=${levelId}` : ''}`;

const idParam = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * View model of `/admin/packs` (`?ecole=&niveau=`): pick a school (searched in the public list),
 * then one of its levels; see that level's packs and create one.
 * - `schoolSearch`, `setSchoolSearch`, `schoolResults`: the schools found (first page, 20);
 * - `schoolId`, `school`, `chooseSchool`: the school chosen (its levels in `levels`);
 * - `levelId`, `chooseLevel`; `packs`: the level's packs (`get_packs_client`);
 * - `save(values, pack?)`: `createPack` for the school level, or `updatePack` of `pack`; rejects on failure;
 * - `remove(pack)`: `deletePack` (customers no longer see it), `deleting` while it runs; rejects on failure.
 */
export function useAdminPacks() {
  const [params, setParams] = useSearchParams();
  const schoolId = idParam(params.get(SCHOOL_PARAM));
  const levelId = idParam(params.get(LEVEL_PARAM));
  const [schoolSearch, setSchoolSearch] = useState('');
  const reference = useReferenceLists();

  const schools = useGetSchoolsInfiniteQuery({ name: schoolSearch || undefined }, { skip: !schoolSearch });
  const school = useGetSchoolInfoQuery(schoolId ?? 0, { skip: schoolId === null });
  const levels = school.data ? levelsByIds(school.data.levels, reference.levels) : [];
  const packs = useGetPacksQuery(
    { school_id: schoolId ?? 0, levels_ids: levelId ? [levelId] : [] },
    { skip: schoolId === null || levelId === null },
  );

  const chooseSchool = useCallback(
    (id: number) => {
      setParams({ [SCHOOL_PARAM]: String(id) });
      setSchoolSearch('');
    },
    [setParams],
  );
  const chooseLevel = useCallback(
    (id: number | null) => {
      if (schoolId === null) return;
      setParams(
        id ? { [SCHOOL_PARAM]: String(schoolId), [LEVEL_PARAM]: String(id) } : { [SCHOOL_PARAM]: String(schoolId) },
      );
    },
    [schoolId, setParams],
  );

  const [createPack] = useCreatePackMutation();
  const [updatePack] = useUpdatePackMutation();
  const [deletePack, deletion] = useDeletePackMutation();
  const save = useCallback(
    async (values: PackValues, pack?: Pack) => {
      if (pack) {
        await updatePack(toUpdatePack(pack.id, values)).unwrap();
        return;
      }
      if (schoolId === null || levelId === null) return;
      await createPack(toCreatePack(schoolId, levelId, values)).unwrap();
    },
    [createPack, updatePack, schoolId, levelId],
  );
  const remove = useCallback(
    async (pack: Pack) => {
      await deletePack({ pack_id: pack.id }).unwrap();
    },
    [deletePack],
  );

  return {
    schoolSearch,
    setSchoolSearch: useCallback((term: string) => setSchoolSearch(term.trim()), []),
    schools,
    schoolResults: flattenPages(schools.data),
    schoolId,
    school,
    levels,
    levelId,
    chooseSchool,
    chooseLevel,
    packs,
    save,
    remove,
    deleting: deletion.isLoading,
  };
}

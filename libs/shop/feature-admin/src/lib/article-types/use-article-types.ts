import { useCallback, useMemo } from 'react';
import {
  apiErrorCode,
  useCreateArticleTypeMutation,
  useGetArticleTypesQuery,
  useUpdateArticleTypeMutation,
} from '@kk/api-clients';
import type { ArticleType } from '@kk/domain';

/** Why a type's name was refused: already used by another type (the form shows it on the name). */
export const NAME_TAKEN = 'name_taken';

/**
 * View model of `/admin/types-articles`: the article types by name with their article count
 * (`getArticleTypes`); `save(name, type?)` creates a type (`createArticleType`) or renames `type`
 * (`updateArticleType`). It resolves to `'name_taken'` when another type has that name, to null
 * once saved, and rejects on any other failure.
 */
export function useArticleTypes() {
  const types = useGetArticleTypesQuery();
  const sorted = useMemo(
    () => (types.data ? [...types.data].sort((a, b) => a.name.localeCompare(b.name, 'fr')) : undefined),
    [types.data],
  );
  const [createType] = useCreateArticleTypeMutation();
  const [updateType] = useUpdateArticleTypeMutation();
  const save = useCallback(
    async (name: string, type?: ArticleType): Promise<typeof NAME_TAKEN | null> => {
      try {
        if (type) await updateType({ id: type.id, name: name.trim() }).unwrap();
        else await createType({ name: name.trim() }).unwrap();
        return null;
      } catch (error) {
        if (apiErrorCode(error) === NAME_TAKEN) return NAME_TAKEN;
        throw error;
      }
    },
    [createType, updateType],
  );
  return { query: { ...types, data: sorted }, save };
}

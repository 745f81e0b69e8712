import { useCallback, useMemo, useState } from 'react';
import {
  apiErrorCode,
  isApiError,
  useCreateArticleMutation,
  useDeleteArticleMutation,
  useGetArticlesQuery,
  useGetArticleTypesQuery,
  useUpdateArticleMutation,
} from '@kk/api-clients';
import { PAGE_SIZE, type Article } from '@kk/domain';
import { byText, sortRows, useUrlSort, type SortColumns } from '../shared/use-url-sort';
import { toCreateArticle, toUpdateArticle, type ArticleValues } from './article-values';

/** The columns the catalogue sorts by, A to Z first. */
const SORTS: SortColumns<'name' | 'type'> = { name: 'ascending', type: 'ascending' };
const BY_NAME = { column: 'name', direction: 'ascending' } as const;

/** Why an article could not be deleted: how many packs and supply-list lines still use it. */
export interface ArticleInUse {
  packs: number;
  supply_lines: number;
}

const count = (value: unknown) => (Number.isFinite(Number(value)) ? Number(value) : 0);

/**
 * View model of `/admin/articles`: the catalogue (`getArticles`), sorted by name (the default) or
 * type, either way (`sort`, `toggleSort`, in the URL `?tri=&ordre=`), searchable, filtered by type
 * (`getArticleTypes`), 20 a page; `save(values, article?)` adds an article (`createArticle`) or
 * edits `article` (`updateArticle`), rejecting on failure; `remove(article)` deletes it
 * (`deleteArticle`): resolves to null once deleted, to `ArticleInUse` when packs or supply lists
 * still use it (409), rejects on any other failure; `typeName(id)` names a type.
 */
export function useAdminArticles() {
  const [search, setSearchText] = useState('');
  const [typeId, setTypeIdState] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const types = useGetArticleTypesQuery();
  const articles = useGetArticlesQuery({ name: search || undefined, type_id: typeId ?? undefined });
  const { sort, toggle } = useUrlSort(SORTS, BY_NAME);
  const sorted = useMemo(() => {
    if (!articles.data) return undefined;
    const typeName = (article: Article) => types.data?.find((t) => t.id === article.type_id)?.name ?? '';
    const compare =
      sort.column === 'type'
        ? (a: Article, b: Article) => byText(typeName(a), typeName(b)) || byText(a.name, b.name)
        : (a: Article, b: Article) => byText(a.name, b.name);
    return sortRows(articles.data, compare, sort.direction);
  }, [articles.data, types.data, sort]);
  const pageCount = Math.max(1, Math.ceil((sorted?.length ?? 0) / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const [createArticle] = useCreateArticleMutation();
  const [updateArticle] = useUpdateArticleMutation();
  const [deleteArticle, deletion] = useDeleteArticleMutation();
  return {
    query: { ...articles, data: sorted },
    pageItems: (sorted ?? []).slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE),
    page: current,
    pageCount,
    setPage,
    sort,
    toggleSort: useCallback(
      (column: string) => {
        toggle(column);
        setPage(1);
      },
      [toggle],
    ),
    types: types.data ?? [],
    typeName: (id: number | null) => types.data?.find((t) => t.id === id)?.name ?? '',
    search,
    setSearch: useCallback((term: string) => {
      setSearchText(term.trim());
      setPage(1);
    }, []),
    typeId,
    setTypeId: useCallback((id: number | null) => {
      setTypeIdState(id);
      setPage(1);
    }, []),
    save: useCallback(
      async (values: ArticleValues, article?: Article) => {
        if (article) await updateArticle(toUpdateArticle(article.id, values)).unwrap();
        else await createArticle(toCreateArticle(values)).unwrap();
      },
      [createArticle, updateArticle],
    ),
    remove: useCallback(
      async (article: Article): Promise<ArticleInUse | null> => {
        try {
          await deleteArticle({ id: article.id }).unwrap();
          return null;
        } catch (error) {
          if (apiErrorCode(error) !== 'article_in_use' || !isApiError(error)) throw error;
          const body = (error.data ?? {}) as Record<string, unknown>;
          return { packs: count(body['packs']), supply_lines: count(body['supply_lines']) };
        }
      },
      [deleteArticle],
    ),
    deleting: deletion.isLoading,
  };
}

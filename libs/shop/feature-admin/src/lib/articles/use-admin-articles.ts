import { useCallback, useMemo, useState } from 'react';
import { useCreateArticleMutation, useGetArticlesQuery, useGetArticleTypesQuery } from '@kk/api-clients';
import { PAGE_SIZE } from '@kk/domain';
import { toCreateArticle, type ArticleValues } from './article-values';

/**
 * View model of `/admin/articles`: the catalogue (`getArticles`, by name), searchable, filtered by
 * type (`getArticleTypes`), 20 a page; `create(values)` adds an article (`createArticle`; rejects
 * on failure) and `typeName(id)` names a type.
 */
export function useAdminArticles() {
  const [search, setSearchText] = useState('');
  const [typeId, setTypeIdState] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const types = useGetArticleTypesQuery();
  const articles = useGetArticlesQuery({ name: search || undefined, type_id: typeId ?? undefined });
  const sorted = useMemo(
    () => (articles.data ? [...articles.data].sort((a, b) => a.name.localeCompare(b.name, 'fr')) : undefined),
    [articles.data],
  );
  const pageCount = Math.max(1, Math.ceil((sorted?.length ?? 0) / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const [createArticle] = useCreateArticleMutation();
  return {
    query: { ...articles, data: sorted },
    pageItems: (sorted ?? []).slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE),
    page: current,
    pageCount,
    setPage,
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
    create: useCallback(
      async (values: ArticleValues) => {
        await createArticle(toCreateArticle(values)).unwrap();
      },
      [createArticle],
    ),
  };
}

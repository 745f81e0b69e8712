import { useMemo } from 'react';
import { flattenPages, useGetDemandeLinesQuery, useGetQuotesInfiniteQuery } from '@kk/api-clients';
import { subjectName, type Demande, type DemandeLine, type Quote } from '@kk/domain';
import { useLanguage } from '@kk/i18n';
import { useReferenceLists, useReferenceNames } from '@kk/session';
import { pagingOf, type Paging } from '@kk/shop-ui';
import type { QueryStateQuery } from '@kk/ui-kit';

/** The requested articles grouped by level, in the order of the request's levels. */
export function groupLinesByLevel(demande: Demande, articles: readonly DemandeLine[]) {
  const order = demande.schools.flatMap((s) => s.levels.map((l) => l.level_id));
  const ids = [...new Set([...order, ...articles.map((a) => a.level_id)])];
  return ids
    .map((levelId) => ({ levelId, articles: articles.filter((a) => a.level_id === levelId) }))
    .filter((group) => group.articles.length > 0);
}

/** What {@link useDemandeQuotes} returns. */
export interface UseDemandeQuotesResult extends Paging {
  /** The paged quotes, for `QueryState` (first load, error and Retry). */
  query: QueryStateQuery<unknown>;
  /** The quotes loaded so far. */
  quotes: Quote[];
}

/** The libraries' quotes answering a request (`get_demandes_devis`, 20 a page). */
export function useDemandeQuotes(demandeId: number): UseDemandeQuotesResult {
  const query = useGetQuotesInfiniteQuery({ demande_id: demandeId });
  return {
    query,
    quotes: flattenPages(query.data),
    ...pagingOf(query),
  };
}

/** What {@link useRequestedArticles} returns. */
export interface UseRequestedArticlesResult {
  /** The requested articles, for `QueryState` (first load, error and Retry, empty). */
  query: QueryStateQuery<DemandeLine[]>;
  /** The loaded articles per level, in the order of the request's levels. */
  groups: ReturnType<typeof groupLinesByLevel>;
  /** A level's name: the request's, else the stored list's; null when neither knows it. */
  levelName: (levelId: number) => string | null;
  /** An article's subject in the current language; null for general supplies (no subject). */
  subjectOf: (article: DemandeLine) => string | null;
}

/** The articles of a request nobody answered yet (`get_demande_fournitures_articles`), per level. */
export function useRequestedArticles(demande: Demande): UseRequestedArticlesResult {
  const { language } = useLanguage();
  const reference = useReferenceLists();
  const query = useGetDemandeLinesQuery(demande.id);
  const groups = useMemo(() => groupLinesByLevel(demande, query.data ?? []), [demande, query.data]);

  const names = useReferenceNames();
  // In the reader's language when the lists know the level, else the request's own name.
  const levelName = (levelId: number) =>
    names.level(demande.schools.flatMap((s) => s.levels).find((l) => l.level_id === levelId)?.name, levelId) || null;
  const subjectOf = (article: DemandeLine) =>
    article.subject_id === null
      ? null
      : subjectName(
          reference.subjects.find((s) => s.subject_id === article.subject_id),
          language,
        );

  return { query, groups, levelName, subjectOf };
}

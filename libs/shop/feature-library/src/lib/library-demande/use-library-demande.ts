import { useParams } from 'react-router-dom';
import {
  useCreateQuoteMutation,
  useGetArticlesQuery,
  useGetDemandeLinesQuery,
  useGetLibraryDemandeQuery,
} from '@kk/api-clients';
import type { LibraryDemande } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import { toQuotePayload, type QuoteFormValues, type QuoteLineDraft } from '../shared/quote-form/quote-values';

/** One level of a request: the schools asking for it and its articles, answered or not. */
export interface LevelGroup {
  levelId: number;
  levelName: string;
  /** The schools of the request with this level. */
  schools: string[];
  /** The articles to price. */
  lines: QuoteLineDraft[];
  /** This library already sent its quote for this level. */
  answered: boolean;
}

/** What {@link useLibraryDemande} returns. */
export interface UseLibraryDemandeResult {
  /** State of the screen. */
  status: 'loading' | 'error' | 'not-found' | 'ready';
  /** The request, once loaded. */
  demande: LibraryDemande | null;
  /** Its levels, in the request's order. */
  groups: LevelGroup[];
  /** Loads what failed again. */
  retry: () => void;
  /** Why the load failed. */
  error?: unknown;
  /**
   * Sends the quote of one level; resolves with the translation key of the refusal, or undefined
   * once sent (the request then shows as answered).
   */
  sendQuote: (group: LevelGroup, values: QuoteFormValues) => Promise<TranslationKey | undefined>;
}

const httpStatus = (error: unknown) => (error as { status?: unknown } | undefined)?.status;
const appCode = (error: unknown) => (error as { data?: { error?: unknown } } | undefined)?.data?.error;

/**
 * One request as the library answers it (/library/demandes/:demande_id): the request
 * (`get_demande`), its articles (`get_demande_fournitures_articles`) grouped by level with the
 * schools asking, each article with the catalogue's brands (`articles_api`), and the sending of a
 * quote for a level (`devis_articles_api`; one per level, a second is refused).
 */
export function useLibraryDemande(): UseLibraryDemandeResult {
  const param = useParams()['demande_id'] ?? '';
  const id = /^\d+$/.test(param) ? Number(param) : 0;
  const demande = useGetLibraryDemandeQuery(id, { skip: id === 0 });
  const lines = useGetDemandeLinesQuery(id, { skip: id === 0 });
  const articles = useGetArticlesQuery({});
  const [createQuote] = useCreateQuoteMutation();

  let status: UseLibraryDemandeResult['status'] = 'ready';
  if (id === 0 || httpStatus(demande.error) === 404 || httpStatus(lines.error) === 404) status = 'not-found';
  else if (demande.isError || lines.isError) status = 'error';
  else if (!demande.data || !lines.data || (!articles.data && !articles.isError)) status = 'loading';

  const brandsOf = (articleId: number) => articles.data?.find((a) => a.id === articleId)?.brands ?? [];
  const groups: LevelGroup[] = [];
  if (demande.data && lines.data) {
    for (const school of demande.data.schools) {
      for (const level of school.levels) {
        const existing = groups.find((g) => g.levelId === level.level_id);
        if (existing) {
          existing.schools.push(school.name);
          continue;
        }
        groups.push({
          levelId: level.level_id,
          levelName: level.name,
          schools: [school.name],
          answered: demande.data.answered_levels.includes(level.level_id),
          lines: lines.data
            .filter((line) => line.level_id === level.level_id && typeof line.article.id === 'number')
            .map((line) => ({
              articleId: line.article.id as number,
              name: line.article.name,
              subject: line.article.subject ?? null,
              quantity: Math.max(1, line.demande_quantity),
              brands: brandsOf(line.article.id as number),
            })),
        });
      }
    }
  }

  const sendQuote = async (group: LevelGroup, values: QuoteFormValues) => {
    try {
      await createQuote(toQuotePayload(id, group.levelId, group.lines, values)).unwrap();
      return undefined;
    } catch (error) {
      return appCode(error) === 'quote_already_sent'
        ? ('shop-library:quote.alreadySent' as const)
        : ('shop-library:quote.failed' as const);
    }
  };

  return {
    status,
    demande: demande.data ?? null,
    groups,
    retry: () => {
      if (demande.isError) void demande.refetch();
      if (lines.isError) void lines.refetch();
      if (articles.isError) void articles.refetch();
    },
    error: demande.error ?? lines.error,
    sendQuote,
  };
}

import { useParams } from 'react-router-dom';
import { useGetArticlesQuery, useGetLibraryQuoteQuery, useUpdateQuoteLineMutation } from '@kk/api-clients';
import { roundPrice, type LibraryQuote, type QuoteLine } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import { lineFields, parseAmount, type QuoteFormValues, type QuoteLineDraft } from '../shared/quote-form/quote-values';

/** What {@link useLibraryQuote} returns. */
export interface UseLibraryQuoteResult {
  /** State of the screen. */
  status: 'loading' | 'error' | 'not-found' | 'ready';
  /** The quote's number (from the address). */
  id: number;
  /** The quote with its state, customer and schools; null when the backend does not say. */
  quote: LibraryQuote | null;
  /** Its lines as sent. */
  lines: QuoteLine[];
  /** The lines as the quote form edits them (catalogue brands offered). */
  drafts: QuoteLineDraft[];
  /** The form's starting values: each line's brand, unit price and quantity as sent. */
  initialValues: QuoteFormValues;
  /**
   * The library may still change it: the customer has not put it in a cart nor ordered it (a
   * backend that does not say the state leaves it to the server, which refuses with 409).
   */
  editable: boolean;
  /** Loads what failed again. */
  retry: () => void;
  /** Why the load failed. */
  error?: unknown;
  /**
   * Sends the lines that changed (`updateQuoteLine`, one after the other); resolves with the key
   * of a refusal, or undefined once all are saved. A failure keeps the lines saved before it; the
   * next save sends only what still differs.
   */
  save: (values: QuoteFormValues) => Promise<TranslationKey | undefined>;
}

const httpStatus = (error: unknown) => (error as { status?: unknown } | undefined)?.status;

/** The changes of line `index` against what was sent, or null when it is unchanged. */
function changesOf(line: QuoteLine, values: QuoteFormValues, index: number) {
  const fields = lineFields(index);
  const brand = values[fields.brand].trim();
  const price = roundPrice(parseAmount(values[fields.price]));
  const quantity = Number(values[fields.quantity]);
  if (brand === line.brand && price === line.price && quantity === line.quantity) return null;
  return { demande_devis_article_id: line.id, brand, price, quantity };
}

/**
 * One quote this library sent (`/library/devis/:devis_id`): its lines (`getLibraryQuote`), the
 * catalogue's brands to suggest, and the save of the lines changed while the customer has not
 * taken it yet.
 */
export function useLibraryQuote(): UseLibraryQuoteResult {
  const param = useParams()['devis_id'] ?? '';
  const id = /^\d+$/.test(param) ? Number(param) : 0;
  const detail = useGetLibraryQuoteQuery(id, { skip: id === 0 });
  const articles = useGetArticlesQuery({});
  const [updateLine] = useUpdateQuoteLineMutation();

  let status: UseLibraryQuoteResult['status'] = 'ready';
  if (id === 0 || httpStatus(detail.error) === 404) status = 'not-found';
  else if (detail.isError) status = 'error';
  else if (!detail.data) status = 'loading';

  const lines = detail.data?.articles ?? [];
  const quote = detail.data?.quote ?? null;
  const brandsOf = (articleId: number | null | undefined) =>
    articles.data?.find((a) => a.id === articleId)?.brands ?? [];
  const drafts: QuoteLineDraft[] = lines.map((line) => ({
    articleId: line.article.id ?? 0,
    name: line.article.name,
    subject: line.article.subject ?? null,
    quantity: line.quantity,
    brands: brandsOf(line.article.id),
  }));
  const initialValues: QuoteFormValues = {};
  lines.forEach((line, index) => {
    const fields = lineFields(index);
    initialValues[fields.brand] = line.brand;
    initialValues[fields.price] = String(line.price);
    initialValues[fields.quantity] = String(line.quantity);
  });

  const save = async (values: QuoteFormValues) => {
    const changes = lines.map((line, index) => changesOf(line, values, index)).filter((c) => c !== null);
    if (changes.length === 0) return 'shop-library:quoteEdit.unchanged' as const;
    for (const change of changes) {
      try {
        await updateLine(change).unwrap();
      } catch (error) {
        return httpStatus(error) === 409
          ? ('shop-library:quoteEdit.locked' as const)
          : ('shop-library:quoteEdit.failed' as const);
      }
    }
    return undefined;
  };

  return {
    status,
    id,
    quote,
    lines,
    drafts,
    initialValues,
    editable: quote === null || quote.state === 'sent',
    retry: () => void detail.refetch(),
    error: detail.error,
    save,
  };
}

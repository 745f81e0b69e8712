import { Link as RouterLink } from 'react-router-dom';
import type { Quote } from '@kk/domain';
import { useFormatters, useTranslation } from '@kk/i18n';
import type { ReferenceNames } from '@kk/session';
import { ButtonLink, Card, ChevronEndIcon, DetailLine, Price } from '@kk/ui-kit';
import { QuoteBody, QuoteFooter, QuoteMeta, QuoteTitle } from './demande-detail-page.styles';

/** What /responses/{id} receives in the router state: the quote, for its title, level and date. */
export interface QuoteRouteState {
  /** The quote as the request's page listed it. */
  quote: Quote;
}

/** Props of QuoteCard. */
export interface QuoteCardProps {
  /** A library's quote answering the request. */
  quote: Quote;
  /**
   * Level names in the reader's language (`useReferenceNames`), given by the list: one reading of
   * the reference lists for all its cards rather than one a card.
   */
  names: ReferenceNames;
}

/** One quote of a request (§2): the library, the quote's name, level and date, its total, and a link to /responses/{id}. */
export function QuoteCard({ quote, names }: QuoteCardProps) {
  const { t } = useTranslation('shop-quotes');
  const { formatDate } = useFormatters();
  const library = quote.library?.name || t('noLibrary');
  const state: QuoteRouteState = { quote };
  return (
    <Card as="article" aria-labelledby={`quote-${quote.id}-title`}>
      <QuoteBody>
        <QuoteTitle id={`quote-${quote.id}-title`}>{library}</QuoteTitle>
        <QuoteMeta>
          <DetailLine parts={[quote.name, names.level(quote.level), formatDate(quote.date, 'long')]} />
        </QuoteMeta>
        <QuoteFooter>
          <Price amount={quote.price} size="lg" />
          <ButtonLink
            as={RouterLink}
            to={`/responses/${quote.id}`}
            state={state}
            size="sm"
            endIcon={<ChevronEndIcon size="sm" />}
            aria-label={t('quotes.viewQuoteOf', { library })}
          >
            {t('quotes.viewQuote')}
          </ButtonLink>
        </QuoteFooter>
      </QuoteBody>
    </Card>
  );
}

import { Link as RouterLink } from 'react-router-dom';
import type { LibraryQuote } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { ButtonLink, Link } from '@kk/ui-kit';
import { QuoteStateBadge } from '../shared/quote-state-badge';
import { ItemActions, ItemCard, ItemHeader, ItemTitle } from '../shared/library-screen.styles';
import { QuoteFacts } from '../shared/quote-facts';

/** Props of QuoteItem. */
export interface QuoteItemProps {
  /** A quote the library sent. */
  quote: LibraryQuote;
}

/** One sent quote: number, state, customer, schools and level, date, total; opens it (to change it while still only sent) and its request. */
export function QuoteItem({ quote }: QuoteItemProps) {
  const { t } = useTranslation('shop-library');
  const titleId = `library-quote-${quote.id}`;
  return (
    <ItemCard aria-labelledby={titleId}>
      <ItemHeader>
        <ItemTitle id={titleId}>{t('quotes.item.title', { number: quote.id })}</ItemTitle>
        <QuoteStateBadge state={quote.state} />
      </ItemHeader>
      <QuoteFacts quote={quote} />
      <ItemActions>
        <ButtonLink as={RouterLink} to={`/library/devis/${quote.id}`} size="sm" variant="secondary">
          {t(quote.state === 'sent' ? 'quotes.item.edit' : 'quotes.item.open', { number: quote.id })}
        </ButtonLink>
        {typeof quote.demande_id === 'number' && (
          <Link as={RouterLink} to={`/library/demandes/${quote.demande_id}`} variant="standalone">
            {t('quotes.item.request', { number: quote.demande_id })}
          </Link>
        )}
      </ItemActions>
    </ItemCard>
  );
}

import { Link as RouterLink } from 'react-router-dom';
import type { LibraryQuote, LibraryQuoteState } from '@kk/domain';
import { useFormatters, useTranslation, type TranslationKey } from '@kk/i18n';
import { Badge, Link, Price, type BadgeProps } from '@kk/ui-kit';
import { ItemCard, ItemFacts, ItemHeader, ItemTitle } from '../shared/library-screen.styles';

/** Label and tone of each state of a sent quote. */
const STATES: Record<LibraryQuoteState, { key: TranslationKey; tone: BadgeProps['tone'] }> = {
  sent: { key: 'shop-library:quotes.state.sent', tone: 'info' },
  in_cart: { key: 'shop-library:quotes.state.in_cart', tone: 'warning' },
  ordered: { key: 'shop-library:quotes.state.ordered', tone: 'success' },
};

/** Props of QuoteItem. */
export interface QuoteItemProps {
  /** A quote the library sent. */
  quote: LibraryQuote;
}

/** One sent quote: number, state, customer, schools and level, date, total, and its request. */
export function QuoteItem({ quote }: QuoteItemProps) {
  const { t } = useTranslation('shop-library');
  const { formatDate } = useFormatters();
  const titleId = `library-quote-${quote.id}`;
  const state = STATES[quote.state];
  return (
    <ItemCard aria-labelledby={titleId}>
      <ItemHeader>
        <ItemTitle id={titleId}>{t('quotes.item.title', { number: quote.id })}</ItemTitle>
        <Badge tone={state.tone} size="sm">
          {t(state.key)}
        </Badge>
      </ItemHeader>
      <ItemFacts>
        <dt>{t('demandes.item.customer')}</dt>
        <dd>{quote.customer.name || t('demandes.item.unknownCustomer')}</dd>
        <dt>{t('demandes.item.schools')}</dt>
        <dd>{[quote.schools.map((s) => s.name).join(', '), quote.level].filter(Boolean).join(' · ')}</dd>
        <dt>{t('demandes.item.date')}</dt>
        <dd>{formatDate(quote.date, 'long')}</dd>
        <dt>{t('quotes.item.total')}</dt>
        <dd>
          <Price amount={quote.price} size="sm" />
        </dd>
      </ItemFacts>
      {typeof quote.demande_id === 'number' && (
        <Link as={RouterLink} to={`/library/demandes/${quote.demande_id}`}>
          {t('quotes.item.request', { number: quote.demande_id })}
        </Link>
      )}
    </ItemCard>
  );
}

import type { LibraryQuote } from '@kk/domain';
import { useFormatters, useTranslation } from '@kk/i18n';
import { Price } from '@kk/ui-kit';
import { ItemFacts } from './library-screen.styles';

/** Props of QuoteFacts. */
export interface QuoteFactsProps {
  /** A quote the library sent. */
  quote: LibraryQuote;
}

/** What a sent quote is about: the customer, the schools and level, the date and the total. */
export function QuoteFacts({ quote }: QuoteFactsProps) {
  const { t } = useTranslation('shop-library');
  const { formatDate } = useFormatters();
  return (
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
  );
}

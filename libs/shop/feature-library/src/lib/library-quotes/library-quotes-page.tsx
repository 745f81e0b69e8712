import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '@kk/i18n';
import { ButtonLink, EmptyState, QueryState, QuoteIcon, Skeleton } from '@kk/ui-kit';
import { LibraryPagedList } from '../shared/library-paged-list';
import { LibraryScreen } from '../shared/library-screen';
import { QuoteItem } from './quote-item';
import { useLibraryQuotes } from './use-library-quotes';

/**
 * /library/devis: the quotes this library sent, newest first, each with its state (Envoyé, Dans un
 * panier, Commandé), the customer, the schools and level, the total and a link to its request.
 */
export function LibraryQuotesPage() {
  const { t } = useTranslation('shop-library');
  const { query, quotes, ...paging } = useLibraryQuotes();
  return (
    <LibraryScreen title={t('quotes.title')} description={t('quotes.intro')}>
      <QueryState
        query={query}
        errorMessage={t('quotes.loadError')}
        loadingLabel={t('quotes.loading')}
        loading={<Skeleton variant="rect" height="10rem" count={2} />}
      >
        {() => (
          <LibraryPagedList
            {...paging}
            label={t('quotes.listLabel')}
            items={quotes}
            getKey={(q) => q.id}
            renderItem={(q) => <QuoteItem quote={q} />}
            estimateSize={220}
            empty={
              <EmptyState
                icon={<QuoteIcon size="lg" />}
                title={t('quotes.empty')}
                description={t('quotes.emptyHint')}
                action={
                  <ButtonLink as={RouterLink} to="/library/demandes" variant="secondary">
                    {t('quotes.toDemandes')}
                  </ButtonLink>
                }
              />
            }
          />
        )}
      </QueryState>
    </LibraryScreen>
  );
}

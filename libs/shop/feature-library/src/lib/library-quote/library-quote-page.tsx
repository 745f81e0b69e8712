import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '@kk/i18n';
import { OrderLines, viewQuery } from '@kk/shop-ui';
import { Alert, ButtonLink, EmptyState, Link, QueryState, Skeleton, useToast } from '@kk/ui-kit';
import { LibraryScreen } from '../shared/library-screen';
import { QuoteFacts } from '../shared/quote-facts';
import { QuoteForm } from '../shared/quote-form/quote-form';
import { QuoteStateBadge } from '../shared/quote-state-badge';
import { useLibraryQuote } from './use-library-quote';

/**
 * /library/devis/:devis_id: one quote this library sent: its state, customer, schools and level,
 * date, total and request; while the customer has not put it in a cart, its lines can be changed
 * (brand, unit price, quantity) and saved; once taken, they are shown as the customer accepted them.
 */
export function LibraryQuotePage() {
  const { t } = useTranslation('shop-library');
  const toast = useToast();
  const page = useLibraryQuote();
  const title = page.id ? t('quotes.item.title', { number: page.id }) : t('quoteEdit.titleLoading');
  const status = page.status === 'not-found' ? 'empty' : page.status;
  const { quote } = page;
  return (
    <LibraryScreen title={title}>
      <QueryState
        query={viewQuery(status, page.lines, page.retry, page.error)}
        errorMessage={t('quoteEdit.loadError')}
        loadingLabel={t('quoteEdit.loading')}
        loading={<Skeleton variant="rect" height="12rem" count={2} />}
        isEmpty={() => page.status === 'not-found'}
        empty={
          <EmptyState
            title={t('quoteEdit.notFound')}
            action={
              <ButtonLink as={RouterLink} to="/library/devis" variant="secondary">
                {t('quoteEdit.backToList')}
              </ButtonLink>
            }
          />
        }
      >
        {(lines) => (
          <>
            {quote && (
              <>
                {/* Its own block: the page's column would stretch the badge across the screen. */}
                <div>
                  <QuoteStateBadge state={quote.state} />
                </div>
                <QuoteFacts quote={quote} />
              </>
            )}
            {typeof quote?.demande_id === 'number' && (
              <Link as={RouterLink} to={`/library/demandes/${quote.demande_id}`} variant="standalone">
                {t('quotes.item.request', { number: quote.demande_id })}
              </Link>
            )}
            {page.editable ? (
              <>
                <Alert tone="info">{t('quoteEdit.editable')}</Alert>
                <QuoteForm
                  lines={page.drafts}
                  initialValues={page.initialValues}
                  label={t('quoteEdit.formLabel', { number: page.id })}
                  submitLabel={t('quoteEdit.save')}
                  onSend={async (values) => {
                    const refused = await page.save(values);
                    if (!refused) toast.show({ title: t('quoteEdit.saved', { number: page.id }), tone: 'success' });
                    return refused;
                  }}
                />
              </>
            ) : (
              <>
                <Alert tone="warning">{t(quote?.state === 'ordered' ? 'quoteEdit.ordered' : 'quoteEdit.inCart')}</Alert>
                <OrderLines lines={lines} label={t('quoteEdit.linesLabel', { number: page.id })} headingLevel={2} />
              </>
            )}
          </>
        )}
      </QueryState>
    </LibraryScreen>
  );
}

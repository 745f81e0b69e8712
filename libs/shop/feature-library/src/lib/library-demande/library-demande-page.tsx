import { Link as RouterLink } from 'react-router-dom';
import { useFormatters, useTranslation } from '@kk/i18n';
import { viewQuery } from '@kk/shop-ui';
import { Alert, Badge, ButtonLink, EmptyState, QueryState, Skeleton, useToast } from '@kk/ui-kit';
import { LibraryScreen } from '../shared/library-screen';
import { ItemFacts } from '../shared/library-screen.styles';
import { GroupHeading, GroupSection, Groups } from './library-demande-page.styles';
import { QuoteForm } from '../shared/quote-form/quote-form';
import { initialQuoteValues } from '../shared/quote-form/quote-values';
import { useLibraryDemande } from './use-library-demande';

/**
 * /library/demandes/:demande_id: one request as the library answers it: who asked and when, then
 * for each level (with the schools asking for it) the requested articles as a quote to fill in
 * (brand, unit price, quantity, totals) and send; a level already answered says so, with a link to
 * the sent quotes.
 */
export function LibraryDemandePage() {
  const { t } = useTranslation('shop-library');
  const { formatDate } = useFormatters();
  const toast = useToast();
  const page = useLibraryDemande();
  const title = page.demande ? t('demande.title', { number: page.demande.id }) : t('demande.titleLoading');
  const status = page.status === 'not-found' ? 'empty' : page.status;
  return (
    <LibraryScreen title={title}>
      <QueryState
        query={viewQuery(status, page.groups, page.retry, page.error)}
        errorMessage={t('demande.loadError')}
        loadingLabel={t('demande.loading')}
        loading={<Skeleton variant="rect" height="12rem" count={2} />}
        isEmpty={() => page.status === 'not-found'}
        empty={
          <EmptyState
            title={t('demande.notFound')}
            action={
              <ButtonLink as={RouterLink} to="/library/demandes" variant="secondary">
                {t('demande.backToList')}
              </ButtonLink>
            }
          />
        }
      >
        {(groups) => (
          <>
            {page.demande && (
              <ItemFacts>
                <dt>{t('demandes.item.customer')}</dt>
                <dd>{page.demande.customer.name || t('demandes.item.unknownCustomer')}</dd>
                <dt>{t('demandes.item.date')}</dt>
                <dd>{formatDate(page.demande.date_created, 'long')}</dd>
                <dt>{t('demandes.item.articles')}</dt>
                <dd>{page.demande.nbr_articles}</dd>
              </ItemFacts>
            )}
            <Groups>
              {groups.map((group) => (
                <GroupSection key={group.levelId} aria-labelledby={`level-${group.levelId}`}>
                  <GroupHeading id={`level-${group.levelId}`}>
                    {t('demande.levelHeading', { level: group.levelName, schools: group.schools.join(', ') })}
                  </GroupHeading>
                  {group.answered ? (
                    <Alert tone="success">
                      <Badge tone="success" size="sm">
                        {t('demandes.item.answered')}
                      </Badge>{' '}
                      {t('demande.answered')} <RouterLink to="/library/devis">{t('demande.seeQuotes')}</RouterLink>
                    </Alert>
                  ) : group.lines.length === 0 ? (
                    <Alert tone="info">{t('demande.noArticles')}</Alert>
                  ) : (
                    <QuoteForm
                      lines={group.lines}
                      initialValues={initialQuoteValues(group.lines)}
                      label={t('quote.formLabel', { level: group.levelName })}
                      submitLabel={t('quote.send')}
                      onSend={async (values) => {
                        const refused = await page.sendQuote(group, values);
                        if (!refused) toast.show({ title: t('quote.sent'), tone: 'success' });
                        return refused;
                      }}
                    />
                  )}
                </GroupSection>
              ))}
            </Groups>
          </>
        )}
      </QueryState>
    </LibraryScreen>
  );
}

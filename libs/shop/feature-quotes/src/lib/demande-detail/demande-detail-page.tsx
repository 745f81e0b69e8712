import { useLocation, useParams } from 'react-router-dom';
import type { Demande } from '@kk/domain';
import { useFormatters, useTranslation } from '@kk/i18n';
import { useReferenceNames } from '@kk/session';
import { ArticleRow, Hint, PagedList, Section, SectionTitle, ShopLink } from '@kk/shop-ui';
import { Accordion, Badge, ButtonLink, EmptyState, Page, QueryState, Skeleton } from '@kk/ui-kit';
import { parseRouteId } from '../shared/route-id';
import { QuoteCard } from './quote-card';
import { ArticleList, LevelBadges, SchoolItem, SchoolList, SchoolTitle } from './demande-detail-page.styles';
import { useDemande } from './use-demande';
import { useDemandeQuotes, useRequestedArticles } from './use-demande-detail';

export { groupLinesByLevel } from './use-demande-detail';

/**
 * A request's detail (/quotes/{quote_id}, §2): a header with its schools and levels; then, when
 * libraries answered, the paged list of their quotes (`get_demandes_devis`, 20 a page), each
 * linking to /responses/{id}; otherwise the requested articles with their quantities, in a
 * collapsible section per level (`get_demande_fournitures_articles`).
 */
export function DemandeDetailPage() {
  const { t } = useTranslation('shop-quotes');
  const params = useParams();
  const location = useLocation();
  const id = parseRouteId(params['quote_id']);
  const lookup = useDemande(id, location.state);

  if (lookup.status === 'not-found') {
    return (
      <Page title={t('detail.notFound')} description={t('detail.notFoundHint')}>
        <ButtonLink as={ShopLink} href="/quotes" variant="secondary">
          {t('detail.backToQuotes')}
        </ButtonLink>
      </Page>
    );
  }
  return (
    <QueryState
      query={{
        data: lookup.status === 'found' ? lookup.demande : undefined,
        isError: lookup.status === 'error',
        refetch: lookup.status === 'error' ? lookup.retry : undefined,
      }}
      errorMessage={t('detail.loadError')}
      loading={
        <Page>
          <Hint role="status">{t('detail.loading')}</Hint>
          <Skeleton height="1.75rem" width="60%" />
          <Skeleton lines={2} />
          <Skeleton variant="rect" height="8rem" />
        </Page>
      }
    >
      {(demande) => <DemandeDetail demande={demande} />}
    </QueryState>
  );
}

/** The found request. */
function DemandeDetail({ demande }: { demande: Demande }) {
  const { t } = useTranslation('shop-quotes');
  const { formatDate } = useFormatters();
  const names = useReferenceNames();
  return (
    <Page
      title={t('detail.title', { id: demande.id })}
      description={t('detail.sentOn', { date: formatDate(demande.date_created, 'long') })}
    >
      <Section aria-labelledby="demande-schools-title">
        <SectionTitle id="demande-schools-title">{t('detail.schools')}</SectionTitle>
        <SchoolList>
          {demande.schools.map((school) => (
            <SchoolItem key={school.id}>
              <SchoolTitle>{school.name}</SchoolTitle>
              <LevelBadges aria-label={t('detail.levelsOf', { school: school.name })}>
                {school.levels.map((level) => (
                  <li key={level.level_id}>
                    <Badge tone="info" size="sm">
                      {names.level(level.name, level.level_id)}
                    </Badge>
                  </li>
                ))}
              </LevelBadges>
            </SchoolItem>
          ))}
        </SchoolList>
      </Section>
      {demande.nbr_responses > 0 ? <QuotesOfDemande demandeId={demande.id} /> : <RequestedArticles demande={demande} />}
    </Page>
  );
}

/** The libraries' quotes answering the request, 20 a page. */
function QuotesOfDemande({ demandeId }: { demandeId: number }) {
  const { t } = useTranslation('shop-quotes');
  const { query, quotes, ...paging } = useDemandeQuotes(demandeId);
  const names = useReferenceNames();
  return (
    <Section aria-labelledby="demande-quotes-title">
      <SectionTitle id="demande-quotes-title">{t('quotes.title')}</SectionTitle>
      <QueryState
        query={query}
        errorMessage={t('quotes.loadError')}
        loading={<Skeleton variant="rect" height="7rem" count={2} />}
      >
        {() => (
          <PagedList
            {...paging}
            loadingMoreText={t('list.loadingMore')}
            moreErrorText={t('list.moreError')}
            label={t('quotes.title')}
            items={quotes}
            getKey={(q) => q.id}
            renderItem={(q) => <QuoteCard quote={q} names={names} />}
            estimateSize={130}
            endOfList={t('quotes.end')}
            empty={<EmptyState headingLevel={3} title={t('quotes.empty')} />}
          />
        )}
      </QueryState>
    </Section>
  );
}

/** The articles of a request nobody answered yet, per level, with their quantities. */
function RequestedArticles({ demande }: { demande: Demande }) {
  const { t } = useTranslation('shop-quotes');
  const { query, groups, levelName, subjectOf } = useRequestedArticles(demande);

  return (
    <Section aria-labelledby="demande-articles-title">
      <SectionTitle id="demande-articles-title">{t('articles.title')}</SectionTitle>
      <Hint>{t('articles.waiting')}</Hint>
      <QueryState
        query={query}
        errorMessage={t('articles.loadError')}
        loading={<Skeleton variant="rect" height="3rem" count={2} />}
        isEmpty={(articles) => articles.length === 0}
        empty={<EmptyState headingLevel={3} title={t('articles.empty')} />}
      >
        {() => (
          <Accordion
            headingLevel={3}
            defaultOpenIds={groups.slice(0, 1).map((g) => String(g.levelId))}
            items={groups.map((group) => ({
              id: String(group.levelId),
              title: levelName(group.levelId) ?? t('articles.unknownLevel', { id: group.levelId }),
              adornment: (
                <Badge size="sm" tone="neutral">
                  {t('articles.count', { count: group.articles.length })}
                </Badge>
              ),
              content: (
                <ArticleList>
                  {group.articles.map((article, index) => {
                    const subject = subjectOf(article) ?? t('articles.generalSupplies');
                    return (
                      <ArticleRow
                        key={`${article.article.id ?? article.article.name}-${index}`}
                        asListItem
                        name={article.article.name}
                        imageUrl={article.article.image_url}
                        brand={subject || undefined}
                        detail={t('articles.quantity', { count: article.demande_quantity })}
                      />
                    );
                  })}
                </ArticleList>
              ),
            }))}
          />
        )}
      </QueryState>
    </Section>
  );
}

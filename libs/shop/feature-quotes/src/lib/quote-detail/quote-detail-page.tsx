import { useLocation, useParams } from 'react-router-dom';
import { flattenPages, useGetDemandeArticlesQuery, useGetQuotesInfiniteQuery } from '@kk/api-clients';
import { subjectName, type Demande, type DemandeArticle } from '@kk/domain';
import { useFormatters, useLanguage, useTranslation } from '@kk/i18n';
import { useReferenceLists } from '@kk/session';
import {
  ArticleRow,
  ErrorBox,
  Hint,
  LoadingStack,
  PageRoot,
  Section,
  SectionTitle,
  ShopLink,
  ShopPageHeader,
} from '@kk/shop-ui';
import { Accordion, Badge, Button, ButtonLink, EmptyState, InfiniteList, Skeleton } from '@kk/ui-kit';
import { parseRouteId } from '../shared/route-id';
import { QuoteCard } from './quote-card';
import { ArticleList, LevelBadges, SchoolItem, SchoolList, SchoolTitle } from './quote-detail-page.styles';
import { useDemande } from './use-demande';

/**
 * A request's detail (/quotes/{quote_id}, §2): a header with its schools and levels; then, when
 * libraries answered, the paged list of their quotes (`get_demandes_devis`, 20 a page), each
 * linking to /responses/{id}; otherwise the requested articles with their quantities, in a
 * collapsible section per level (`get_demande_fournitures_articles`).
 */
export function QuoteDetailPage() {
  const { t } = useTranslation('shop-quotes');
  const params = useParams();
  const location = useLocation();
  const id = parseRouteId(params['quote_id']);
  const lookup = useDemande(id, location.state);

  if (lookup.status === 'found') return <DemandeDetail demande={lookup.demande} />;
  if (lookup.status === 'not-found') {
    return (
      <PageRoot>
        <ShopPageHeader title={t('detail.notFound')} description={t('detail.notFoundHint')} />
        <ButtonLink as={ShopLink} href="/quotes" variant="secondary">
          {t('detail.backToQuotes')}
        </ButtonLink>
      </PageRoot>
    );
  }
  if (lookup.status === 'error') {
    return (
      <PageRoot>
        <ErrorBox role="alert">
          <p>{t('detail.loadError')}</p>
          <Button variant="secondary" size="sm" onClick={lookup.retry}>
            {t('retry')}
          </Button>
        </ErrorBox>
      </PageRoot>
    );
  }
  return (
    <PageRoot aria-busy="true">
      <Hint role="status">{t('detail.loading')}</Hint>
      <Skeleton height="1.75rem" width="60%" />
      <Skeleton lines={2} />
      <Skeleton variant="rect" height="8rem" />
    </PageRoot>
  );
}

/** The found request. */
function DemandeDetail({ demande }: { demande: Demande }) {
  const { t } = useTranslation('shop-quotes');
  const { formatDate } = useFormatters();
  return (
    <PageRoot>
      <ShopPageHeader
        title={t('detail.title', { id: demande.id })}
        description={t('detail.sentOn', { date: formatDate(demande.date_created, 'long') })}
      />
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
                      {level.name}
                    </Badge>
                  </li>
                ))}
              </LevelBadges>
            </SchoolItem>
          ))}
        </SchoolList>
      </Section>
      {demande.nbr_responses > 0 ? <QuotesOfDemande demandeId={demande.id} /> : <RequestedArticles demande={demande} />}
    </PageRoot>
  );
}

/** The libraries' quotes answering the request, 20 a page. */
function QuotesOfDemande({ demandeId }: { demandeId: number }) {
  const { t } = useTranslation('shop-quotes');
  const query = useGetQuotesInfiniteQuery({ demande_id: demandeId });
  const quotes = flattenPages(query.data);
  let content;
  if (query.isError && quotes.length === 0) {
    content = (
      <ErrorBox role="alert">
        <p>{t('quotes.loadError')}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </ErrorBox>
    );
  } else if (!query.data) {
    content = (
      <LoadingStack aria-busy="true">
        <Skeleton variant="rect" height="7rem" />
        <Skeleton variant="rect" height="7rem" />
      </LoadingStack>
    );
  } else {
    content = (
      <>
        <InfiniteList
          label={t('quotes.title')}
          items={quotes}
          getKey={(q) => q.id}
          renderItem={(q) => <QuoteCard quote={q} />}
          hasMore={Boolean(query.hasNextPage) && !query.isFetchNextPageError}
          loading={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
          estimateSize={130}
          loadingMore={t('list.loadingMore')}
          endOfList={t('quotes.end')}
          empty={<EmptyState headingLevel={3} title={t('quotes.empty')} />}
        />
        {query.isFetchNextPageError && (
          <ErrorBox role="alert">
            <p>{t('list.moreError')}</p>
            <Button variant="secondary" size="sm" onClick={() => void query.fetchNextPage()}>
              {t('retry')}
            </Button>
          </ErrorBox>
        )}
      </>
    );
  }
  return (
    <Section aria-labelledby="demande-quotes-title">
      <SectionTitle id="demande-quotes-title">{t('quotes.title')}</SectionTitle>
      {content}
    </Section>
  );
}

/** The requested articles grouped by level, in the order of the request's levels. */
export function groupArticlesByLevel(demande: Demande, articles: readonly DemandeArticle[]) {
  const order = demande.schools.flatMap((s) => s.levels.map((l) => l.level_id));
  const ids = [...new Set([...order, ...articles.map((a) => a.level_id)])];
  return ids
    .map((levelId) => ({ levelId, articles: articles.filter((a) => a.level_id === levelId) }))
    .filter((group) => group.articles.length > 0);
}

/** The articles of a request nobody answered yet, per level, with their quantities. */
function RequestedArticles({ demande }: { demande: Demande }) {
  const { t } = useTranslation('shop-quotes');
  const { language } = useLanguage();
  const reference = useReferenceLists();
  const query = useGetDemandeArticlesQuery(demande.id);
  const levelName = (levelId: number) =>
    demande.schools.flatMap((s) => s.levels).find((l) => l.level_id === levelId)?.name ??
    reference.levels.find((l) => l.level_id === levelId)?.name ??
    t('articles.unknownLevel', { id: levelId });

  let content;
  if (query.isError) {
    content = (
      <ErrorBox role="alert">
        <p>{t('articles.loadError')}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </ErrorBox>
    );
  } else if (!query.data) {
    content = (
      <LoadingStack aria-busy="true">
        <Skeleton variant="rect" height="3rem" />
        <Skeleton variant="rect" height="3rem" />
      </LoadingStack>
    );
  } else if (query.data.length === 0) {
    content = <EmptyState headingLevel={3} title={t('articles.empty')} />;
  } else {
    const groups = groupArticlesByLevel(demande, query.data);
    content = (
      <Accordion
        headingLevel={3}
        defaultOpenIds={groups.slice(0, 1).map((g) => String(g.levelId))}
        items={groups.map((group) => ({
          id: String(group.levelId),
          title: levelName(group.levelId),
          adornment: (
            <Badge size="sm" tone="neutral">
              {t('articles.count', { count: group.articles.length })}
            </Badge>
          ),
          content: (
            <ArticleList>
              {group.articles.map((article, index) => {
                const subject =
                  article.subject_id === null
                    ? t('articles.generalSupplies')
                    : subjectName(
                        reference.subjects.find((s) => s.subject_id === article.subject_id),
                        language,
                      );
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
    );
  }

  return (
    <Section aria-labelledby="demande-articles-title">
      <SectionTitle id="demande-articles-title">{t('articles.title')}</SectionTitle>
      <Hint>{t('articles.waiting')}</Hint>
      {content}
    </Section>
  );
}

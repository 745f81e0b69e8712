import { useLocation, useNavigate } from 'react-router-dom';
import type { Demande } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { useReferenceNames } from '@kk/session';
import { PagedList } from '@kk/shop-ui';
import { EmptyState, Page, QueryState, QuoteIcon, Skeleton, Tabs } from '@kk/ui-kit';
import { DemandeCard } from './demande-card';
import { useQuotes } from './use-quotes';

/** The two tabs of My quotes (§4). */
export type QuotesTab = 'received' | 'requests';

/** Search parameter of the open tab (`/quotes?tab=requests`), so reload and back keep it. */
export const TAB_PARAM = 'tab';

/** The tab a query string opens: Requests when it says so, Received otherwise. */
export function tabFromSearch(search: string): QuotesTab {
  return new URLSearchParams(search).get(TAB_PARAM) === 'requests' ? 'requests' : 'received';
}

/**
 * My quotes (/quotes, §2): tabs Received (requests with at least one response) and Requests (with
 * none), split with the domain's `splitDemandesByQuotes`, over one paged list of the user's
 * requests (`get_my_demandes`, 20 a page, more loaded as the user scrolls). Each request has View
 * details, to /quotes/{id} with the request passed along.
 */
export function QuotesPage() {
  const { t } = useTranslation('shop-quotes');
  const navigate = useNavigate();
  const { search } = useLocation();
  const tab = tabFromSearch(search);
  const { query, received, requests, ...paging } = useQuotes();
  const names = useReferenceNames();

  const list = (items: Demande[], which: QuotesTab) => (
    <QueryState
      query={query}
      errorMessage={t('list.loadError')}
      loadingLabel={t('list.loading')}
      loading={<Skeleton variant="rect" height="8rem" count={2} />}
    >
      {() => (
        <PagedList
          {...paging}
          loadingMoreText={t('list.loadingMore')}
          moreErrorText={t('list.moreError')}
          label={which === 'received' ? t('tabs.received') : t('tabs.requests')}
          items={items}
          getKey={(d) => d.id}
          renderItem={(d) => <DemandeCard demande={d} names={names} />}
          estimateSize={150}
          endOfList={t('list.end')}
          empty={
            <EmptyState
              icon={<QuoteIcon size="lg" />}
              title={which === 'received' ? t('list.emptyReceived') : t('list.emptyRequests')}
              description={which === 'received' ? t('list.emptyReceivedHint') : t('list.emptyRequestsHint')}
            />
          }
        />
      )}
    </QueryState>
  );

  return (
    <Page title={t('title')} description={t('intro')}>
      <Tabs
        label={t('tabs.label')}
        fitted
        value={tab}
        onChange={(id) => navigate({ search: id === 'requests' ? `?${TAB_PARAM}=requests` : '' }, { replace: true })}
        tabs={[
          // Only the open tab holds its list: the hidden one would measure and observe nothing.
          {
            id: 'received',
            label: t('tabs.received'),
            content: tab === 'received' ? list(received, 'received') : null,
          },
          {
            id: 'requests',
            label: t('tabs.requests'),
            content: tab === 'requests' ? list(requests, 'requests') : null,
          },
        ]}
      />
    </Page>
  );
}

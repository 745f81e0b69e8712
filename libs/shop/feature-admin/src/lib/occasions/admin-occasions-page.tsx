import { useState } from 'react';
import { OCCASION_STATUSES, SEARCH_DELAY_MS, type Occasion, type OccasionModerationStatus } from '@kk/domain';
import { useTranslation, type TranslationKey } from '@kk/i18n';
import { Button, EmptyState, Page, QueryState, SearchBox, Tabs, useToast } from '@kk/ui-kit';
import { Grid, More, Toolbar } from './admin-occasions-page.styles';
import { OccasionReviewCard } from './occasion-review-card';
import { RefuseOccasionDialog } from './refuse-occasion-dialog';
import { MODERATION_TABS, useAdminOccasions } from './use-admin-occasions';

/** Each tab's name and what it says when it is empty. */
const TAB_TEXTS: Record<
  OccasionModerationStatus,
  { label: TranslationKey; empty: TranslationKey; hint: TranslationKey }
> = {
  [OCCASION_STATUSES.pending]: {
    label: 'shop-admin:occasions.tabPending',
    empty: 'shop-admin:occasions.emptyPending',
    hint: 'shop-admin:occasions.emptyPendingHint',
  },
  [OCCASION_STATUSES.active]: {
    label: 'shop-admin:occasions.tabActive',
    empty: 'shop-admin:occasions.emptyActive',
    hint: 'shop-admin:occasions.emptyActiveHint',
  },
  [OCCASION_STATUSES.refused]: {
    label: 'shop-admin:occasions.tabRefused',
    empty: 'shop-admin:occasions.emptyRefused',
    hint: 'shop-admin:occasions.emptyRefusedHint',
  },
};

/** The listings of the selected tab: search, cards, "Show more". */
function Listings({ vm, onRefuse }: { vm: ReturnType<typeof useAdminOccasions>; onRefuse: (o: Occasion) => void }) {
  const { t } = useTranslation('shop-admin');
  const toast = useToast();
  const texts = TAB_TEXTS[vm.status];
  const publish = async (occasion: Occasion) => {
    try {
      await vm.publish(occasion);
      toast.show({ title: t('occasions.published', { title: occasion.name }), tone: 'success' });
    } catch {
      toast.show({ title: t('occasions.publishFailed', { title: occasion.name }), tone: 'danger' });
    }
  };
  return (
    <>
      <Toolbar>
        <SearchBox
          label={t('occasions.search')}
          placeholder={t('occasions.searchPlaceholder')}
          clearLabel={t('occasions.clearSearch')}
          defaultValue={vm.search}
          delay={SEARCH_DELAY_MS}
          onSearch={vm.setSearch}
        />
      </Toolbar>
      <QueryState
        query={vm.query}
        errorMessage={t('occasions.loadError')}
        loadingLabel={t('occasions.loading')}
        isEmpty={() => vm.view === 'empty'}
        empty={
          vm.search ? (
            <EmptyState title={t('occasions.noMatch')} description={t('occasions.noMatchHint')} />
          ) : (
            <EmptyState title={t(texts.empty)} description={t(texts.hint)} />
          )
        }
      >
        {(items) => (
          <>
            <Grid aria-label={t(texts.label)}>
              {items.map((occasion) => (
                <OccasionReviewCard
                  key={occasion.id}
                  occasion={occasion}
                  publishing={vm.publishing === occasion.id}
                  onPublish={(o) => void publish(o)}
                  onRefuse={onRefuse}
                />
              ))}
            </Grid>
            {vm.hasMore && (
              <More>
                <Button variant="secondary" onClick={vm.loadMore} loading={vm.loadingMore}>
                  {t('occasions.more')}
                </Button>
              </More>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}

/**
 * `/admin/occasions` (`?statut=Pending|Active|Refused&q=`): the second-hand listings users put on
 * sale, by moderation status (to review first, then published, refused), searchable by title or
 * author, 20 at a time, as cards (a grid on a desk). Publier puts one on sale at once (a toast
 * says so); Refuser asks for the reason, shown to the seller, in a dialog. Texts:
 * `shop-admin:occasions.*`.
 */
export function AdminOccasionsPage() {
  const { t } = useTranslation('shop-admin');
  const toast = useToast();
  const vm = useAdminOccasions();
  const [toRefuse, setToRefuse] = useState<Occasion | null>(null);
  return (
    <Page title={t('occasions.title')} description={t('occasions.description')}>
      <Tabs
        label={t('occasions.tabs')}
        activation="manual"
        value={vm.status}
        onChange={(id) => vm.setStatus(id as OccasionModerationStatus)}
        tabs={MODERATION_TABS.map((status) => ({
          id: status,
          label: t(TAB_TEXTS[status].label),
          content: status === vm.status ? <Listings vm={vm} onRefuse={setToRefuse} /> : null,
        }))}
      />
      <RefuseOccasionDialog
        occasion={toRefuse}
        onClose={() => setToRefuse(null)}
        onConfirm={async (occasion, reason) => {
          await vm.refuse(occasion, reason);
          setToRefuse(null);
          toast.show({ title: t('occasions.refused', { title: occasion.name }), tone: 'info' });
        }}
      />
    </Page>
  );
}

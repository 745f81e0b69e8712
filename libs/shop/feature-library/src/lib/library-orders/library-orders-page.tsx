import { useState } from 'react';
import type { LibraryOrder } from '@kk/domain';
import { useTranslation, type TranslationKey } from '@kk/i18n';
import { useUrlParams, useUrlTab, viewQuery } from '@kk/shop-ui';
import {
  CartIcon,
  ConfirmDialog,
  EmptyState,
  QueryState,
  SearchBox,
  Select,
  Skeleton,
  Tabs,
  useDescribeError,
  useToast,
} from '@kk/ui-kit';
import { LibraryPagedList } from '../shared/library-paged-list';
import { LibraryScreen } from '../shared/library-screen';
import { Filters } from '../shared/library-screen.styles';
import { CancelWithReasonDialog } from './cancel-with-reason-dialog';
import { LibraryOrderItem } from './library-order-item';
import { ORDER_TABS, useLibraryOrders, type OrderTab } from './use-library-orders';

/** Orders shown at first in a tab, and added each time the stationer scrolls to the end. */
const PAGE_SIZE = 20;

const TAB_LABELS: Record<OrderTab, TranslationKey> = {
  pending: 'shop-library:orders.tabs.pending',
  onTheWay: 'shop-library:orders.tabs.onTheWay',
  delivered: 'shop-library:orders.tabs.delivered',
  canceled: 'shop-library:orders.tabs.canceled',
};

/** Search parameters of the search and the order (the open tab's is `?tab=`), so a reload or the back button keeps them. */
const SEARCH_PARAM = 'q';
const SORT_PARAM = 'sort';

/**
 * /library/commandes: the orders this library fulfils, in tabs by status (En attente, En cours de
 * livraison, Livrées, Annulées), each with what a delivery needs (customer, phone, address, payment
 * mode, lines, total). Moves: "Marquer en cours de livraison"; "Marquer livrée" after a
 * confirmation; "Annuler" with a required reason. The customer's rating shows once given. A
 * search (customer, phone, order number) and the order (newest or oldest first) apply to every tab;
 * a tab shows 20 orders, 20 more as the stationer scrolls (the call returns the whole list).
 */
export function LibraryOrdersPage() {
  const { t } = useTranslation('shop-library');
  const toast = useToast();
  const describeError = useDescribeError();
  const [params, setParam] = useUrlParams();
  const search = params.get(SEARCH_PARAM) ?? '';
  const sort = params.get(SORT_PARAM) === 'oldest' ? 'oldest' : 'newest';
  const page = useLibraryOrders({ search, sort });
  const [toDeliver, setToDeliver] = useState<LibraryOrder | null>(null);
  const [toCancel, setToCancel] = useState<LibraryOrder | null>(null);
  const [tab, setTab] = useUrlTab(ORDER_TABS, 'pending');
  // How many orders the open tab shows; back to one page when the tab, search or order changes.
  const view = `${tab}|${search}|${sort}`;
  const [shown, setShown] = useState({ view, count: PAGE_SIZE });
  const count = shown.view === view ? shown.count : PAGE_SIZE;

  const ship = async (order: LibraryOrder) => {
    try {
      await page.ship(order);
      toast.show({ title: t('orders.shipped', { number: order.id }), tone: 'success' });
    } catch (error) {
      toast.show({ title: t('orders.moveFailed'), description: describeError(error) ?? undefined, tone: 'danger' });
    }
  };

  const list = (orders: LibraryOrder[]) => (
    <LibraryPagedList
      label={t('orders.listLabel')}
      items={orders.slice(0, count)}
      getKey={(order) => order.id}
      renderItem={(order) => (
        <LibraryOrderItem
          order={order}
          busy={page.moving === order.id}
          onShip={(o) => void ship(o)}
          onDeliver={setToDeliver}
          onCancel={setToCancel}
        />
      )}
      estimateSize={420}
      empty={
        <EmptyState
          headingLevel={2}
          title={search ? t('orders.emptySearch', { query: search }) : t('orders.emptyTab')}
        />
      }
      hasMore={orders.length > count}
      loadingMore={false}
      moreFailed={false}
      loadMore={() => setShown({ view, count: count + PAGE_SIZE })}
    />
  );

  return (
    <LibraryScreen title={t('orders.title')}>
      <QueryState
        query={viewQuery(page.status, page.orders, page.retry, page.error)}
        errorMessage={t('orders.loadError')}
        loadingLabel={t('orders.loading')}
        loading={<Skeleton variant="rect" height="12rem" count={2} />}
        isEmpty={() => page.status === 'empty'}
        empty={<EmptyState icon={<CartIcon />} title={t('orders.empty')} description={t('orders.emptyHint')} />}
      >
        {() => (
          <>
            <Filters>
              <SearchBox
                label={t('orders.search')}
                placeholder={t('orders.search')}
                defaultValue={search}
                onSearch={(value) => setParam(SEARCH_PARAM, value.trim(), '')}
              />
              <Select
                label={t('list.sort')}
                options={[
                  { value: 'newest', label: t('list.sortNewest') },
                  { value: 'oldest', label: t('list.sortOldest') },
                ]}
                value={sort}
                onChange={(event) => setParam(SORT_PARAM, event.target.value, 'newest')}
              />
            </Filters>
            <Tabs
              label={t('orders.tabs.label')}
              value={tab}
              onChange={setTab}
              tabs={ORDER_TABS.map((id) => ({
                id,
                label: `${t(TAB_LABELS[id])} (${page.ordersOf(id).length})`,
                content: id === tab ? list(page.ordersOf(id)) : null,
              }))}
            />
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={toDeliver !== null}
        title={t('orders.deliver.title', { number: toDeliver?.id ?? '' })}
        description={t('orders.deliver.description')}
        cancelLabel={t('orders.deliver.keep')}
        confirmLabel={t('orders.deliver.confirm')}
        failedMessage={t('orders.moveFailed')}
        busy={page.moving !== null}
        onConfirm={async () => {
          if (!toDeliver) return;
          await page.deliver(toDeliver);
          toast.show({ title: t('orders.delivered', { number: toDeliver.id }), tone: 'success' });
          setToDeliver(null);
        }}
        onClose={() => setToDeliver(null)}
      />
      <CancelWithReasonDialog
        order={toCancel}
        onClose={() => setToCancel(null)}
        onConfirm={async (order, reason) => {
          await page.cancel(order, reason);
          toast.show({ title: t('orders.canceled', { number: order.id }), tone: 'success' });
          setToCancel(null);
        }}
      />
    </LibraryScreen>
  );
}

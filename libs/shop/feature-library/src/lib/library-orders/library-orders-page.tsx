import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LibraryOrder } from '@kk/domain';
import { useTranslation, type TranslationKey } from '@kk/i18n';
import { viewQuery } from '@kk/shop-ui';
import {
  CartIcon,
  ConfirmDialog,
  EmptyState,
  QueryState,
  Skeleton,
  Tabs,
  useDescribeError,
  useToast,
} from '@kk/ui-kit';
import { LibraryScreen } from '../shared/library-screen';
import { CardList } from '../shared/library-screen.styles';
import { CancelWithReasonDialog } from './cancel-with-reason-dialog';
import { LibraryOrderItem } from './library-order-item';
import { ORDER_TABS, useLibraryOrders, type OrderTab } from './use-library-orders';

const TAB_LABELS: Record<OrderTab, TranslationKey> = {
  pending: 'shop-library:orders.tabs.pending',
  onTheWay: 'shop-library:orders.tabs.onTheWay',
  delivered: 'shop-library:orders.tabs.delivered',
  canceled: 'shop-library:orders.tabs.canceled',
};

/** Search parameter of the open tab, so a reload or the back button keeps it. */
const TAB_PARAM = 'tab';

const isTab = (value: string | null): value is OrderTab => ORDER_TABS.includes(value as OrderTab);

/**
 * /library/commandes: the orders this library fulfils, in tabs by status (En attente, En cours de
 * livraison, Livrées, Annulées), each with what a delivery needs (customer, phone, address, payment
 * mode, lines, total). Moves: "Marquer en cours de livraison"; "Marquer livrée" after a
 * confirmation; "Annuler" with a required reason. The customer's rating shows once given.
 */
export function LibraryOrdersPage() {
  const { t } = useTranslation('shop-library');
  const toast = useToast();
  const describeError = useDescribeError();
  const [params, setParams] = useSearchParams();
  const page = useLibraryOrders();
  const [toDeliver, setToDeliver] = useState<LibraryOrder | null>(null);
  const [toCancel, setToCancel] = useState<LibraryOrder | null>(null);
  const tabParam = params.get(TAB_PARAM);
  const tab: OrderTab = isTab(tabParam) ? tabParam : 'pending';

  const chooseTab = (id: string) => {
    const next = new URLSearchParams(params);
    if (id === 'pending') next.delete(TAB_PARAM);
    else next.set(TAB_PARAM, id);
    setParams(next, { replace: true });
  };

  const ship = async (order: LibraryOrder) => {
    try {
      await page.ship(order);
      toast.show({ title: t('orders.shipped', { number: order.id }), tone: 'success' });
    } catch (error) {
      toast.show({ title: t('orders.moveFailed'), description: describeError(error) ?? undefined, tone: 'danger' });
    }
  };

  const list = (orders: LibraryOrder[]) =>
    orders.length === 0 ? (
      <EmptyState headingLevel={2} title={t('orders.emptyTab')} />
    ) : (
      <CardList aria-label={t('orders.listLabel')}>
        {orders.map((order) => (
          <li key={order.id}>
            <LibraryOrderItem
              order={order}
              busy={page.moving === order.id}
              onShip={(o) => void ship(o)}
              onDeliver={setToDeliver}
              onCancel={setToCancel}
            />
          </li>
        ))}
      </CardList>
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
          <Tabs
            label={t('orders.tabs.label')}
            value={tab}
            onChange={chooseTab}
            tabs={ORDER_TABS.map((id) => ({
              id,
              label: `${t(TAB_LABELS[id])} (${page.ordersOf(id).length})`,
              content: id === tab ? list(page.ordersOf(id)) : null,
            }))}
          />
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

import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Order } from '@kk/domain';
import { useTranslation, type TranslationKey } from '@kk/i18n';
import { useUrlTab, viewQuery } from '@kk/shop-ui';
import {
  ButtonLink,
  CartIcon,
  EmptyState,
  Page,
  QueryState,
  Skeleton,
  Spinner,
  Tabs,
  useDescribeError,
  useToast,
} from '@kk/ui-kit';
import { CancelOrderDialog } from './cancel-order-dialog';
import { filterOrders, ORDER_FILTERS, type OrderFilter } from './order-filters';
import { OrderItem } from './order-item';
import { OrderList, SkeletonCard } from './orders-page.styles';
import { useOrders } from './use-orders';

const FILTER_LABELS: Record<OrderFilter, TranslationKey> = {
  all: 'shop-orders:tabs.all',
  active: 'shop-orders:tabs.active',
  delivered: 'shop-orders:tabs.delivered',
  canceled: 'shop-orders:tabs.canceled',
};

/**
 * /orders, "Manage Orders" (§2): the customer's orders with their status, date, library (or "no
 * library"), lines and total, in tabs by status (all, in progress, delivered, canceled). Pending and
 * On the way orders can be cancelled after a confirmation; Delivered ones can be rated 1–5 once.
 */
export function OrdersPage() {
  const { t } = useTranslation('shop-orders');
  const toast = useToast();
  const describeError = useDescribeError();
  const page = useOrders();
  const [toCancel, setToCancel] = useState<Order | null>(null);
  // The chosen tab, in the URL so a reload or the back button keeps it.
  const [filter, chooseTab] = useUrlTab(ORDER_FILTERS, 'all');

  const cancel = async (order: Order) => {
    await page.cancelOrder(order);
    setToCancel(null);
    toast.show({ title: t('cancel.done', { number: order.id }), tone: 'success' });
  };

  const rate = async (order: Order, value: number) => {
    try {
      await page.rateOrder(order, value);
      toast.show({ title: t('rating.done'), tone: 'success' });
      return true;
    } catch (error) {
      toast.show({ title: t('rating.failed'), description: describeError(error) ?? undefined, tone: 'danger' });
      return false;
    }
  };

  const list = (shown: Order[]) =>
    shown.length === 0 ? (
      <EmptyState headingLevel={2} title={t('list.emptyTab')} />
    ) : (
      <OrderList aria-label={t('list.label')}>
        {shown.map((order) => (
          <li key={order.id}>
            <OrderItem order={order} onCancel={setToCancel} onRate={rate} rating={page.rating === order.id} />
          </li>
        ))}
      </OrderList>
    );

  return (
    <Page title={t('title')}>
      <QueryState
        query={viewQuery(page.status, page.orders, page.retry, page.error)}
        errorMessage={t('list.loadError')}
        loading={
          <>
            <Spinner label={t('list.loading')} size="sm" />
            {[0, 1].map((key) => (
              <SkeletonCard key={key}>
                <Skeleton width="40%" height="1.25rem" />
                <Skeleton lines={2} />
                <Skeleton width="30%" />
              </SkeletonCard>
            ))}
          </>
        }
        isEmpty={() => page.status === 'empty'}
        empty={
          <EmptyState
            icon={<CartIcon />}
            title={t('list.emptyTitle')}
            description={t('list.emptyHint')}
            action={
              <ButtonLink as={RouterLink} to="/" variant="secondary">
                {t('list.browseSchools')}
              </ButtonLink>
            }
          />
        }
      >
        {(orders) => (
          <Tabs
            label={t('tabs.label')}
            fitted
            value={filter}
            onChange={chooseTab}
            tabs={ORDER_FILTERS.map((id) => ({
              id,
              label: t(FILTER_LABELS[id]),
              content: id === filter ? list(filterOrders(orders, id)) : null,
            }))}
          />
        )}
      </QueryState>
      <CancelOrderDialog
        order={toCancel}
        onConfirm={cancel}
        onClose={() => setToCancel(null)}
        busy={page.cancelling !== null}
      />
    </Page>
  );
}

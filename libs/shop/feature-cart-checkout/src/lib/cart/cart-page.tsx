import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { DEFAULT_PAYMENT_MODE, type Order } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { StickyActionBar, viewQuery } from '@kk/shop-ui';
import { Button, ButtonLink, CartIcon, EmptyState, Page, QueryState, useToast } from '@kk/ui-kit';
import { checkoutSearch } from '../checkout/checkout-params';
import { CheckoutOrderCard } from '../shared/checkout-order-card';
import { LoadingOrders } from '../shared/loading-orders';
import { OrderList } from '../shared/page.styles';
import { RemoveOrderDialog } from './remove-order-dialog';
import { useCart } from './use-cart';

/**
 * /shop-cart (§2): the cart orders (library or "no library", lines, totals), each removable after a
 * confirmation, the subtotal, and Checkout, which goes to /address-payments carrying the order ids
 * (router state and `?orders=`, so a reload keeps them). The subtotal and Checkout stay in view at
 * the bottom of the screen; Checkout is disabled while the cart loads, failed or is empty.
 */
export function CartPage() {
  const { t } = useTranslation('shop-cart');
  const navigate = useNavigate();
  const toast = useToast();
  const cart = useCart();
  const [toRemove, setToRemove] = useState<Order | null>(null);

  const checkout = () => {
    const selection = { orderIds: cart.orders.map((o) => o.id), paymentMode: DEFAULT_PAYMENT_MODE };
    navigate({ pathname: '/address-payments', search: checkoutSearch(selection) }, { state: selection });
  };

  const remove = async (order: Order) => {
    await cart.removeOrder(order.id);
    setToRemove(null);
    toast.show({ title: t('remove.done'), tone: 'success' });
  };

  return (
    <Page title={t('cart.title')}>
      <QueryState
        query={viewQuery(cart.status, cart.orders, cart.retry, cart.error)}
        errorMessage={t('cart.loadError')}
        loading={<LoadingOrders label={t('cart.loading')} />}
        isEmpty={() => cart.status === 'empty'}
        empty={
          <EmptyState
            icon={<CartIcon />}
            title={t('cart.emptyTitle')}
            description={t('cart.emptyHint')}
            action={
              <ButtonLink as={RouterLink} to="/" variant="secondary">
                {t('cart.browseSchools')}
              </ButtonLink>
            }
          />
        }
      >
        {(orders) => (
          <OrderList aria-label={t('cart.ordersLabel')}>
            {orders.map((order) => (
              <li key={order.id}>
                <CheckoutOrderCard
                  order={order}
                  actions={
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setToRemove(order)}
                      aria-label={t('cart.removeNamed', { library: order.library?.name || t('order.noLibrary') })}
                    >
                      {t('cart.remove')}
                    </Button>
                  }
                />
              </li>
            ))}
          </OrderList>
        )}
      </QueryState>
      {/* The total and Checkout stay in view above the tab bar while the orders scroll; no total
          while the cart loads, failed or is empty (Checkout is disabled then). */}
      <StickyActionBar
        label={t('cart.summaryLabel')}
        summary={cart.status === 'ready' ? t('cart.subtotal') : undefined}
        amount={cart.subtotal}
      >
        <Button fullWidth size="lg" disabled={cart.status !== 'ready'} onClick={checkout}>
          {t('cart.checkout')}
        </Button>
      </StickyActionBar>
      <RemoveOrderDialog
        order={toRemove}
        onConfirm={remove}
        onClose={() => setToRemove(null)}
        removing={cart.removing}
      />
    </Page>
  );
}

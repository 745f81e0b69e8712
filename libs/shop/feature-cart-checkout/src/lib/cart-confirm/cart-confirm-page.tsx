import { useId, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from '@kk/i18n';
import { SectionTitle, viewQuery } from '@kk/shop-ui';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  CartIcon,
  EmptyState,
  Page,
  Price,
  QueryState,
  useErrorDescription,
  useToast,
} from '@kk/ui-kit';
import { checkoutSearch, readCheckoutSelection, toId } from '../checkout/checkout-params';
import { PAYMENT_HINTS, PAYMENT_LABELS } from '../checkout/payment-texts';
import { CheckoutOrderCard } from '../shared/checkout-order-card';
import { LoadingOrders } from '../shared/loading-orders';
import { AddressLineItems } from '../shared/address-line-items';
import { OrderList, Section, Summary } from '../shared/page.styles';
import { SummaryLines } from '../shared/summary-lines';
import { AddressLines, PaymentHint } from './cart-confirm-page.styles';
import { useConfirmCheckout } from './use-confirm-checkout';

/**
 * /shop-cart-confirm/{address} (§2): the delivery address, the orders, the subtotal, the delivery
 * fee (0 Dhs) and the total, then Confirm Checkout: `change_status` puts the orders in Pending with
 * the address and the payment mode, and the user lands on /order-placed (replacing this screen). A failure
 * keeps everything on screen with a message naming its cause, and the button can be pressed again.
 */
export function CartConfirmPage() {
  const { t } = useTranslation('shop-cart');
  const params = useParams<{ address: string }>();
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const addressTitleId = useId();
  const ordersTitleId = useId();
  const selection = useMemo(
    () => readCheckoutSelection(location.search, location.state),
    [location.search, location.state],
  );
  const addressId = toId(params.address);
  const page = useConfirmCheckout(addressId, selection);
  // The last checkout's failure (its error names the cause), or null.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const cause = useErrorDescription(failure?.error);

  const confirm = async () => {
    setFailure(null);
    try {
      const placed = await page.confirm();
      toast.show({ title: t('confirm.done'), description: t('confirm.doneHint'), tone: 'success' });
      // Replace: Back from the confirmation never lands on Confirm Checkout again.
      const done = { orderIds: placed, paymentMode: selection.paymentMode, addressId };
      navigate({ pathname: '/order-placed', search: checkoutSearch(done) }, { replace: true });
    } catch (error) {
      setFailure({ error });
    }
  };

  // Back to the choice with everything chosen so far (the address too, unless it is the unknown one).
  const backSelection = { ...selection, addressId: page.addressNotFound ? null : addressId };
  const back = { pathname: '/address-payments', search: checkoutSearch(backSelection) };

  return (
    <Page title={t('confirm.title')}>
      <QueryState
        query={viewQuery(page.status, page.address, page.retry, page.error)}
        errorMessage={t('confirm.loadError')}
        loading={<LoadingOrders label={t('confirm.loading')} />}
        isNotFound={() => page.addressNotFound}
        notFound={
          <EmptyState
            icon={<CartIcon />}
            title={t('confirm.addressNotFound')}
            description={t('confirm.addressNotFoundHint')}
            action={
              <ButtonLink as={RouterLink} to={back} state={backSelection} variant="primary">
                {t('confirm.chooseAddress')}
              </ButtonLink>
            }
          />
        }
        isEmpty={() => page.status === 'empty'}
        empty={
          <EmptyState
            icon={<CartIcon />}
            title={t('confirm.emptyTitle')}
            description={t('confirm.emptyHint')}
            action={
              <ButtonLink as={RouterLink} to="/shop-cart" variant="secondary">
                {t('confirm.backToCart')}
              </ButtonLink>
            }
          />
        }
      >
        {(address) =>
          address && (
            <>
              <Section aria-labelledby={addressTitleId}>
                <SectionTitle id={addressTitleId}>{t('confirm.addressTitle')}</SectionTitle>
                <Card>
                  <AddressLines>
                    <AddressLineItems address={address} />
                  </AddressLines>
                  <ButtonLink as={RouterLink} to={back} state={backSelection} variant="ghost" size="sm">
                    {t('confirm.changeAddress')}
                  </ButtonLink>
                </Card>
              </Section>
              <Section aria-labelledby={ordersTitleId}>
                <SectionTitle id={ordersTitleId}>{t('confirm.ordersTitle')}</SectionTitle>
                <OrderList aria-labelledby={ordersTitleId}>
                  {page.orders.map((order) => (
                    <li key={order.id}>
                      <CheckoutOrderCard order={order} />
                    </li>
                  ))}
                </OrderList>
              </Section>
            </>
          )
        }
      </QueryState>
      <Summary aria-label={t('confirm.summaryLabel')}>
        <SummaryLines
          lines={[
            { term: t('confirm.paymentMode'), value: t(PAYMENT_LABELS[selection.paymentMode]) },
            { term: t('confirm.subtotal'), value: <Price amount={page.subtotal} /> },
            { term: t('confirm.deliveryFee'), value: <Price amount={page.deliveryFee} /> },
            { term: t('confirm.total'), value: <Price amount={page.total} size="lg" />, strong: true },
          ]}
        />
        <PaymentHint>{t(PAYMENT_HINTS[selection.paymentMode])}</PaymentHint>
        {failure && <Alert tone="danger">{t('confirm.failed', { cause: cause ?? '' })}</Alert>}
        <Button fullWidth size="lg" disabled={page.status !== 'ready'} loading={page.confirming} onClick={confirm}>
          {t('confirm.submit')}
        </Button>
      </Summary>
    </Page>
  );
}

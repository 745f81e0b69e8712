import { useId, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { formatAddressLines, PAYMENT_MODES, type PaymentMode } from '@kk/domain';
import { useTranslation, type TranslationKey } from '@kk/i18n';
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
import { checkoutSearch, readCheckoutSelection } from '../checkout/checkout-params';
import { CheckoutOrderCard } from '../shared/checkout-order-card';
import { LoadingOrders } from '../shared/loading-orders';
import { OrderList, Section, Summary, SummaryRow, SummaryRows } from '../shared/page.styles';
import { AddressLines } from './cart-confirm-page.styles';
import { useConfirmCheckout } from './use-confirm-checkout';

const PAYMENT_LABELS: Record<PaymentMode, TranslationKey> = {
  [PAYMENT_MODES.creditCard]: 'shop-cart:payment.creditCard',
  [PAYMENT_MODES.virement]: 'shop-cart:payment.virement',
  [PAYMENT_MODES.cash]: 'shop-cart:payment.cash',
};

/** The `{address}` route parameter as an id, or null when it is not one. */
function toAddressId(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /shop-cart-confirm/{address} (§2): the delivery address, the orders, the subtotal, the delivery
 * fee (0 Dhs) and the total, then Confirm Checkout: `change_status` puts the orders in Pending with
 * the address and the payment mode, and the user lands on /orders with a success toast. A failure
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
  const addressId = toAddressId(params.address);
  const page = useConfirmCheckout(addressId, selection);
  // The last checkout's failure (its error names the cause), or null.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const cause = useErrorDescription(failure?.error);

  const confirm = async () => {
    setFailure(null);
    try {
      await page.confirm();
      toast.show({ title: t('confirm.done'), description: t('confirm.doneHint'), tone: 'success' });
      navigate('/orders', { replace: true });
    } catch (error) {
      setFailure({ error });
    }
  };

  const back = { pathname: '/address-payments', search: checkoutSearch(selection) };

  return (
    <Page title={t('confirm.title')}>
      <QueryState
        query={viewQuery(page.status, page.address, page.retry, page.error)}
        errorMessage={t('confirm.loadError')}
        loading={<LoadingOrders label={t('confirm.loading')} />}
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
                    {formatAddressLines(address).map((line) => (
                      <li key={line} dir="auto">
                        {line}
                      </li>
                    ))}
                  </AddressLines>
                  <ButtonLink as={RouterLink} to={back} state={selection} variant="ghost" size="sm">
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
        <SummaryRows>
          <SummaryRow>
            <dt>{t('confirm.paymentMode')}</dt>
            <dd>{t(PAYMENT_LABELS[selection.paymentMode])}</dd>
          </SummaryRow>
          <SummaryRow>
            <dt>{t('confirm.subtotal')}</dt>
            <dd>
              <Price amount={page.subtotal} />
            </dd>
          </SummaryRow>
          <SummaryRow>
            <dt>{t('confirm.deliveryFee')}</dt>
            <dd>
              <Price amount={page.deliveryFee} />
            </dd>
          </SummaryRow>
          <SummaryRow $strong>
            <dt>{t('confirm.total')}</dt>
            <dd>
              <Price amount={page.total} size="lg" />
            </dd>
          </SummaryRow>
        </SummaryRows>
        {failure && <Alert tone="danger">{t('confirm.failed', { cause: cause ?? '' })}</Alert>}
        <Button fullWidth size="lg" disabled={page.status !== 'ready'} loading={page.confirming} onClick={confirm}>
          {t('confirm.submit')}
        </Button>
      </Summary>
    </Page>
  );
}

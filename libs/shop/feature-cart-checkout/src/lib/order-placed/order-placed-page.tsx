import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ORDER_STATUS, orderTotal, type Order } from '@kk/domain';
import { useTranslation, type TranslationKey } from '@kk/i18n';
import { OrderStatusBadge, SectionTitle, viewQuery } from '@kk/shop-ui';
import { Alert, ButtonLink, Card, EmptyState, Page, Price, QueryState } from '@kk/ui-kit';
import { PAYMENT_HINTS, PAYMENT_LABELS } from '../checkout/payment-texts';
import { LoadingOrders } from '../shared/loading-orders';
import { AddressLineItems } from '../shared/address-line-items';
import { Section, Summary } from '../shared/page.styles';
import { SummaryLines } from '../shared/summary-lines';
import { Details, Lines, Links, OrderHead, OrderNumber, OrderRows, Steps, Text } from './order-placed-page.styles';
import { useOrderPlaced } from './use-order-placed';

// The status names of /orders (shop-orders), repeated in this screen's namespace so it loads one table.
/** Any status the shop does not know (the backend may add one). */
const UNKNOWN_STATUS = -99;

const STATUS_LABELS: Record<number, TranslationKey> = {
  [UNKNOWN_STATUS]: 'shop-cart:placed.status.unknown',
  [ORDER_STATUS.pending]: 'shop-cart:placed.status.pending',
  [ORDER_STATUS.canceled]: 'shop-cart:placed.status.canceled',
  [ORDER_STATUS.onTheWay]: 'shop-cart:placed.status.onTheWay',
  [ORDER_STATUS.delivered]: 'shop-cart:placed.status.delivered',
};

/** One placed order: its number, library, status and amount. */
function PlacedOrder({ order }: { order: Order }) {
  const { t } = useTranslation('shop-cart');
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <OrderHead>
        <OrderNumber id={titleId}>{t('placed.orderNumber', { number: order.id })}</OrderNumber>
        <OrderStatusBadge
          status={order.status}
          label={t(STATUS_LABELS[order.status in STATUS_LABELS ? order.status : UNKNOWN_STATUS])}
          size="sm"
        />
      </OrderHead>
      <Details>
        <div>
          <dt>{t('placed.library')}</dt>
          <dd>
            <bdi>{order.library?.name || t('order.noLibrary')}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('placed.amount')}</dt>
          <dd>
            <Price amount={orderTotal(order)} />
          </dd>
        </div>
      </Details>
    </Card>
  );
}

/**
 * /order-placed?orders=&payment=&address= (not in the spec: the confirmation the shop shows once
 * Confirm Checkout succeeded, issue 18): the order number(s) with library, status and amount, the
 * total, the payment mode and what happens next with it, the delivery address, the next steps, and
 * links to /orders and to the home page. Read from `get_my_orders`, so a reload shows it again; the
 * checkout reaches it with `replace`, so Back never confirms twice.
 */
export function OrderPlacedPage() {
  const { t } = useTranslation('shop-cart');
  const page = useOrderPlaced();
  const ordersTitleId = useId();
  const addressTitleId = useId();
  const nextTitleId = useId();

  const links = (
    <Links>
      <ButtonLink as={RouterLink} to="/orders" variant="primary" fullWidth>
        {t('placed.toOrders')}
      </ButtonLink>
      <ButtonLink as={RouterLink} to="/" variant="secondary" fullWidth>
        {t('placed.continueShopping')}
      </ButtonLink>
    </Links>
  );

  return (
    <Page title={t('placed.title')}>
      <QueryState
        query={viewQuery(page.status, page.orders, page.retry, page.error)}
        errorMessage={t('placed.loadError')}
        loading={<LoadingOrders label={t('placed.loading')} />}
        isEmpty={() => page.status === 'empty'}
        empty={<EmptyState title={t('placed.emptyTitle')} description={t('placed.emptyHint')} action={links} />}
      >
        {(orders) => (
          <>
            <Alert tone="success">{t('placed.thanks', { count: orders.length })}</Alert>
            <Section aria-labelledby={ordersTitleId}>
              <SectionTitle id={ordersTitleId}>{t('placed.ordersTitle', { count: orders.length })}</SectionTitle>
              <OrderRows>
                {orders.map((order) => (
                  <li key={order.id}>
                    <PlacedOrder order={order} />
                  </li>
                ))}
              </OrderRows>
            </Section>
            <Summary aria-label={t('placed.summaryLabel')}>
              <SummaryLines
                lines={[
                  { term: t('confirm.paymentMode'), value: t(PAYMENT_LABELS[page.paymentMode]) },
                  { term: t('confirm.total'), value: <Price amount={page.total} size="lg" />, strong: true },
                ]}
              />
              <Text>{t(PAYMENT_HINTS[page.paymentMode])}</Text>
            </Summary>
            {page.address && (
              <Section aria-labelledby={addressTitleId}>
                <SectionTitle id={addressTitleId}>{t('confirm.addressTitle')}</SectionTitle>
                <Card>
                  <Lines>
                    <AddressLineItems address={page.address} />
                  </Lines>
                </Card>
              </Section>
            )}
            <Section aria-labelledby={nextTitleId}>
              <SectionTitle id={nextTitleId}>{t('placed.nextTitle')}</SectionTitle>
              <Steps>
                <li>{t('placed.nextPrepare')}</li>
                <li>{t('placed.nextFollow')}</li>
              </Steps>
            </Section>
            {links}
          </>
        )}
      </QueryState>
    </Page>
  );
}

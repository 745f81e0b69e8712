import { useId } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { CreateAddressPayload } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { AddressForm, AddressList, SectionTitle, viewQuery } from '@kk/shop-ui';
import {
  Button,
  ButtonLink,
  CartIcon,
  EmptyState,
  Page,
  QueryState,
  RadioGroup,
  Skeleton,
  Spinner,
  useDescribeError,
  useToast,
} from '@kk/ui-kit';
import { checkoutSearch, isPaymentMode } from '../checkout/checkout-params';
import { PAYMENT_HINTS, PAYMENT_LABELS, PAYMENT_ORDER } from '../checkout/payment-texts';
import { Hint, Section } from '../shared/page.styles';
import { useAddressPayments } from './use-address-payments';

/**
 * /address-payments (§2): the payment mode (Credit Card, Virement, Cash on Delivery/Arrival; cash
 * by default), each saying what happens next, the saved addresses to choose from (only those with a
 * street and a city), and a form to add one (saved, then chosen). The choices live in the URL, so
 * Back, a reload and a language switch keep them. Continuer stays disabled until an address is
 * chosen, then goes to /shop-cart-confirm/{address id} carrying the order ids and the payment mode.
 * With nothing to order (an empty cart), it says so instead of a form that leads nowhere.
 */
export function AddressPaymentsPage() {
  const { t } = useTranslation('shop-cart');
  const navigate = useNavigate();
  const toast = useToast();
  const describeError = useDescribeError();
  const addressTitleId = useId();
  const page = useAddressPayments();

  const paymentOptions = PAYMENT_ORDER.map((mode) => ({
    value: String(mode),
    label: t(PAYMENT_LABELS[mode]),
    hint: t(PAYMENT_HINTS[mode]),
  }));

  const addAddress = async (payload: CreateAddressPayload) => {
    try {
      const address = await page.addAddress(payload);
      // A 2xx that does not say which address it made: saved, but not chosen (the list shows it).
      toast.show({
        title: t(address ? 'addressPayments.addressAdded' : 'addressPayments.addressSaved'),
        tone: 'success',
      });
    } catch (error) {
      // The form keeps what was typed; the toast says that nothing happened, and why.
      toast.show({
        title: t('addressPayments.addressFailed'),
        description: describeError(error) ?? undefined,
        tone: 'danger',
      });
      throw error;
    }
  };

  const goOn = () => {
    if (page.addressId === null) return;
    const next = { orderIds: page.selection.orderIds, paymentMode: page.paymentMode, addressId: page.addressId };
    // The address is the path's; the query keeps the orders and the mode.
    navigate(
      { pathname: `/shop-cart-confirm/${page.addressId}`, search: checkoutSearch({ ...next, addressId: null }) },
      { state: next },
    );
  };

  if (page.status === 'empty') {
    return (
      <Page title={t('addressPayments.title')}>
        <EmptyState
          icon={<CartIcon />}
          title={t('addressPayments.emptyTitle')}
          description={t('addressPayments.emptyHint')}
          action={
            <>
              <ButtonLink as={RouterLink} to="/shop-cart" variant="primary">
                {t('addressPayments.toCart')}
              </ButtonLink>
              <ButtonLink as={RouterLink} to="/" variant="secondary">
                {t('addressPayments.toHome')}
              </ButtonLink>
            </>
          }
        />
      </Page>
    );
  }

  return (
    <Page title={t('addressPayments.title')}>
      <RadioGroup
        legend={t('payment.legend')}
        variant="tile"
        options={paymentOptions}
        value={String(page.paymentMode)}
        onChange={(value) => {
          const mode = Number(value);
          if (isPaymentMode(mode)) page.choosePaymentMode(mode);
        }}
      />
      <Section aria-labelledby={addressTitleId}>
        <SectionTitle id={addressTitleId}>{t('addressPayments.addressTitle')}</SectionTitle>
        <QueryState
          query={viewQuery(page.status, page.addresses, page.retry, page.error)}
          errorMessage={t('addressPayments.loadError')}
          loading={
            <>
              <Spinner label={t('addressPayments.loadingAddresses')} size="sm" />
              <Skeleton variant="rect" height="4rem" count={2} />
            </>
          }
        >
          {(addresses) => (
            <AddressList
              mode="select"
              forDelivery
              addresses={addresses}
              label={t('addressPayments.chooseAddress')}
              emptyText={t('addressPayments.noAddress')}
              value={page.addressId}
              onChange={page.chooseAddress}
            />
          )}
        </QueryState>
        {page.status === 'ready' && (
          <AddressForm
            variant="collapsible"
            forDelivery
            headingLevel={3}
            defaultOpen={page.addresses.length === 0}
            onSubmit={addAddress}
          />
        )}
      </Section>
      {page.addressId === null && <Hint>{t('addressPayments.continueHint')}</Hint>}
      <Button fullWidth size="lg" disabled={page.addressId === null} onClick={goOn}>
        {t('addressPayments.continue')}
      </Button>
    </Page>
  );
}

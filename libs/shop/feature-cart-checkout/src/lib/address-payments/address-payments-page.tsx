import { useId, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PAYMENT_MODES, type CreateAddressPayload } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { AddressForm, AddressList, SectionTitle, viewQuery } from '@kk/shop-ui';
import { Button, Page, QueryState, RadioGroup, Skeleton, Spinner, useDescribeError, useToast } from '@kk/ui-kit';
import { checkoutSearch, isPaymentMode, readCheckoutSelection } from '../checkout/checkout-params';
import { Hint, Section } from '../shared/page.styles';
import { useAddressPayments } from './use-address-payments';

/**
 * /address-payments (§2): the payment mode (Credit Card, Virement, Cash on Delivery/Arrival; cash
 * by default), the saved addresses to choose from, and a form to add one (saved, then chosen).
 * Continuer stays disabled until an address is chosen, then goes to /shop-cart-confirm/{address id}
 * carrying the order ids and the payment mode (router state and search params).
 */
export function AddressPaymentsPage() {
  const { t } = useTranslation('shop-cart');
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const describeError = useDescribeError();
  const addressTitleId = useId();
  const selection = useMemo(
    () => readCheckoutSelection(location.search, location.state),
    [location.search, location.state],
  );
  const page = useAddressPayments(selection.paymentMode);

  const paymentOptions = [
    { value: String(PAYMENT_MODES.creditCard), label: t('payment.creditCard') },
    { value: String(PAYMENT_MODES.virement), label: t('payment.virement') },
    { value: String(PAYMENT_MODES.cash), label: t('payment.cash') },
  ];

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
    const next = { orderIds: selection.orderIds, paymentMode: page.paymentMode };
    navigate({ pathname: `/shop-cart-confirm/${page.addressId}`, search: checkoutSearch(next) }, { state: next });
  };

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
          errorMessage={t('addressPayments.addressesError')}
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
              addresses={addresses}
              label={t('addressPayments.chooseAddress')}
              emptyText={t('addressPayments.noAddress')}
              value={page.addressId}
              onChange={page.chooseAddress}
            />
          )}
        </QueryState>
        {page.status !== 'loading' && (
          <AddressForm
            variant="collapsible"
            headingLevel={3}
            defaultOpen={page.status === 'ready' && page.addresses.length === 0}
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

import { useCallback } from 'react';
import { useCreateAddressMutation, useGetAddressesQuery, useGetCartQuery } from '@kk/api-clients';
import { isDeliveryAddress, type Address, type CreateAddressPayload, type PaymentMode } from '@kk/domain';
import { selectedOrders, type CheckoutSelection } from '../checkout/checkout-params';
import { useCheckoutSelection } from '../checkout/use-checkout-selection';

/**
 * What /address-payments shows: loading, a failed load, nothing to order (the cart has none of the
 * selected orders), or the choice.
 */
export type AddressesStatus = 'loading' | 'error' | 'empty' | 'ready';

/** What {@link useAddressPayments} returns. */
export interface UseAddressPaymentsResult {
  /** The saved addresses (empty while loading or on failure). */
  addresses: Address[];
  /** State of the screen. */
  status: AddressesStatus;
  /** Loads the addresses and the cart again after a failure. */
  retry: () => void;
  /** Why the load failed (QueryState names the cause after the screen's message). */
  error?: unknown;
  /** The selection of the URL (orders, payment mode, address) the next screen is given. */
  selection: CheckoutSelection;
  /** The chosen address, or null while none is chosen (or the chosen one cannot be delivered to). */
  addressId: number | null;
  /** Chooses an address (kept in the URL). */
  chooseAddress: (addressId: number) => void;
  /** The chosen payment mode. */
  paymentMode: PaymentMode;
  /** Chooses a payment mode (kept in the URL). */
  choosePaymentMode: (mode: PaymentMode) => void;
  /**
   * Saves a new address (`payments_address_api` create) and chooses it; the list is fetched again
   * (tag `Addresses`). Rejects with the ApiError on failure, the choice unchanged.
   */
  addAddress: (payload: CreateAddressPayload) => Promise<Address | null>;
}

/**
 * State of /address-payments: the saved addresses, the chosen one (none at first, so Continuer
 * stays disabled until the user picks, §2), the payment mode (cash by default), and the creation of
 * an address that becomes the chosen one. The choices live in the URL (`?orders=&payment=&address=`,
 * replaced on each change), so Back from the confirmation, a reload and a language switch keep them.
 */
export function useAddressPayments(): UseAddressPaymentsResult {
  const { selection, update } = useCheckoutSelection();
  const query = useGetAddressesQuery();
  const cartQuery = useGetCartQuery();
  const [create] = useCreateAddressMutation();

  const addresses = query.data ?? [];
  const orders = selectedOrders(cartQuery.data ?? [], selection.orderIds);
  let status: AddressesStatus = 'ready';
  if (query.data === undefined || cartQuery.data === undefined) {
    status =
      (query.isError && query.data === undefined) || (cartQuery.isError && cartQuery.data === undefined)
        ? 'error'
        : 'loading';
  } else if (orders.length === 0) status = 'empty';

  const addAddress = useCallback(
    async (payload: CreateAddressPayload) => {
      const address = await create(payload).unwrap();
      // A 2xx whose body is not the expected envelope still created it: the list refetches, and
      // the user picks it there (we cannot know its id).
      if (address) update({ addressId: address.id });
      return address;
    },
    [create, update],
  );

  const { refetch: refetchAddresses } = query;
  const { refetch: refetchCart } = cartQuery;
  const retry = useCallback(() => {
    void refetchAddresses();
    void refetchCart();
  }, [refetchAddresses, refetchCart]);

  const chooseAddress = useCallback((addressId: number) => update({ addressId }), [update]);
  const choosePaymentMode = useCallback((paymentMode: PaymentMode) => update({ paymentMode }), [update]);

  // An address chosen and then gone from the list (deleted in another tab), or one a courier cannot
  // find, is no choice; while the list reloads (right after a creation) the new address is not in
  // it yet, so wait.
  const { addressId } = selection;
  const listed = addresses.find((a) => a.id === addressId);
  const known = listed ? isDeliveryAddress(listed) : query.data === undefined || query.isFetching;
  const chosen = addressId !== null && known ? addressId : null;

  return {
    addresses,
    status,
    retry,
    error: query.error ?? cartQuery.error,
    selection,
    addressId: chosen,
    chooseAddress,
    paymentMode: selection.paymentMode,
    choosePaymentMode,
    addAddress,
  };
}

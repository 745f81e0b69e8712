import { useCallback, useState } from 'react';
import { useCreateAddressMutation, useGetAddressesQuery } from '@kk/api-clients';
import type { Address, CreateAddressPayload, PaymentMode } from '@kk/domain';

/** What the address part of /address-payments shows. */
export type AddressesStatus = 'loading' | 'error' | 'ready';

/** What {@link useAddressPayments} returns. */
export interface UseAddressPaymentsResult {
  /** The saved addresses (empty while loading or on failure). */
  addresses: Address[];
  /** State of the address list. */
  status: AddressesStatus;
  /** Loads the addresses again after a failure. */
  retry: () => void;
  /** Why the load failed (QueryState names the cause after the screen's message). */
  error?: unknown;
  /** The chosen address, or null while none is chosen. */
  addressId: number | null;
  /** Chooses an address. */
  chooseAddress: (addressId: number) => void;
  /** The chosen payment mode. */
  paymentMode: PaymentMode;
  /** Chooses a payment mode. */
  choosePaymentMode: (mode: PaymentMode) => void;
  /**
   * Saves a new address (`payments_address_api` create) and chooses it; the list is fetched again
   * (tag `Addresses`). Rejects with the ApiError on failure, the choice unchanged.
   */
  addAddress: (payload: CreateAddressPayload) => Promise<Address | null>;
}

/**
 * State of /address-payments: the saved addresses, the chosen one (none at first, so Continuer
 * stays disabled until the user picks, §2), the payment mode (from the checkout selection, cash by
 * default), and the creation of an address that becomes the chosen one.
 */
export function useAddressPayments(initialPaymentMode: PaymentMode): UseAddressPaymentsResult {
  const query = useGetAddressesQuery();
  const [create] = useCreateAddressMutation();
  const [addressId, setAddressId] = useState<number | null>(null);
  const [paymentMode, setPaymentMode] = useState<PaymentMode>(initialPaymentMode);

  const addresses = query.data ?? [];
  let status: AddressesStatus = 'ready';
  if (query.data === undefined) status = query.isError ? 'error' : 'loading';

  const addAddress = useCallback(
    async (payload: CreateAddressPayload) => {
      const address = await create(payload).unwrap();
      // A 2xx whose body is not the expected envelope still created it: the list refetches, and
      // the user picks it there (we cannot know its id).
      if (address) setAddressId(address.id);
      return address;
    },
    [create],
  );

  // An address chosen and then gone from the list (deleted in another tab) is no choice any more;
  // while the list reloads (right after a creation) the new address is not in it yet, so wait.
  const known = query.data === undefined || query.isFetching || addresses.some((a) => a.id === addressId);
  const chosen = addressId !== null && known ? addressId : null;

  return {
    addresses,
    status,
    retry: query.refetch,
    error: query.error,
    addressId: chosen,
    chooseAddress: setAddressId,
    paymentMode,
    choosePaymentMode: setPaymentMode,
    addAddress,
  };
}

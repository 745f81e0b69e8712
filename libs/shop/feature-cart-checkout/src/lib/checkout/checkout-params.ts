import { DEFAULT_PAYMENT_MODE, PAYMENT_MODES, type PaymentMode } from '@kk/domain';

/**
 * What the checkout carries from one screen to the next (§2): the cart orders being checked out,
 * the payment mode and the delivery address chosen on /address-payments. It travels twice: in the
 * router state (instant, typed) and in the search params (`?orders=12,13&payment=1&address=4`), so
 * Back, a reload, a language switch or a shared link still know what was chosen.
 */
export interface CheckoutSelection {
  /** Ids of the cart orders; empty means "every order of the cart". */
  orderIds: number[];
  /** Payment mode (PAYMENT_MODES); cash (2) unless chosen otherwise. */
  paymentMode: PaymentMode;
  /** The chosen delivery address, or null while none is chosen. */
  addressId: number | null;
}

/** Search parameter holding the order ids, comma separated. */
export const ORDERS_PARAM = 'orders';
/** Search parameter holding the payment mode. */
export const PAYMENT_PARAM = 'payment';
/** Search parameter holding the chosen address id. */
export const ADDRESS_PARAM = 'address';

const paymentModes = Object.values(PAYMENT_MODES) as number[];

/** True for a known payment mode value. */
export function isPaymentMode(value: unknown): value is PaymentMode {
  return typeof value === 'number' && paymentModes.includes(value);
}

/** A value (number or digits) as a positive whole id, or null. */
export function toId(value: unknown): number | null {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/** Positive whole ids, each once, in their first order. */
function cleanIds(values: readonly unknown[]): number[] {
  const ids = values.map(toId).filter((id): id is number => id !== null);
  return [...new Set(ids)];
}

/**
 * The search string of a selection, e.g. `?orders=12,13&payment=1&address=4` (no `payment` while it
 * is the default, no `address` while none is chosen).
 */
export function checkoutSearch({
  orderIds,
  paymentMode,
  addressId = null,
}: Omit<CheckoutSelection, 'addressId'> & { addressId?: number | null }): string {
  const params = new URLSearchParams();
  if (orderIds.length > 0) params.set(ORDERS_PARAM, orderIds.join(','));
  if (paymentMode !== DEFAULT_PAYMENT_MODE) params.set(PAYMENT_PARAM, String(paymentMode));
  if (addressId !== null) params.set(ADDRESS_PARAM, String(addressId));
  const text = params.toString();
  // URLSearchParams escapes the comma; ids are digits only, so the readable form is safe.
  return text ? `?${text.replaceAll('%2C', ',')}` : '';
}

/**
 * Reads the selection a checkout screen was opened with: the router state when it holds one (the
 * normal path), else the search params (a reload, a shared link). Anything unreadable falls back to
 * "every cart order", cash and no address.
 */
export function readCheckoutSelection(search: string | URLSearchParams, state: unknown): CheckoutSelection {
  if (typeof state === 'object' && state !== null && 'orderIds' in state && Array.isArray(state.orderIds)) {
    const fromState = state as { orderIds: unknown[]; paymentMode?: unknown; addressId?: unknown };
    return {
      orderIds: cleanIds(fromState.orderIds),
      paymentMode: isPaymentMode(fromState.paymentMode) ? fromState.paymentMode : DEFAULT_PAYMENT_MODE,
      addressId: toId(fromState.addressId),
    };
  }
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const mode = Number(params.get(PAYMENT_PARAM) ?? Number.NaN);
  return {
    orderIds: cleanIds((params.get(ORDERS_PARAM) ?? '').split(',')),
    paymentMode: isPaymentMode(mode) ? mode : DEFAULT_PAYMENT_MODE,
    addressId: toId(params.get(ADDRESS_PARAM)),
  };
}

/** Keeps the orders of `orders` that the selection names (all of them when it names none). */
export function selectedOrders<T extends { id: number }>(orders: readonly T[], orderIds: readonly number[]): T[] {
  if (orderIds.length === 0) return [...orders];
  const wanted = new Set(orderIds);
  return orders.filter((order) => wanted.has(order.id));
}

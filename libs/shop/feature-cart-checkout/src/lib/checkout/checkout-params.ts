import { DEFAULT_PAYMENT_MODE, PAYMENT_MODES, type PaymentMode } from '@kk/domain';

/**
 * What the checkout carries from one screen to the next (§2): the cart orders being checked out and,
 * once chosen on /address-payments, the payment mode. It travels twice: in the router state (instant,
 * typed) and in the search params (`?orders=12,13&payment=2`), so a reload or a shared link still
 * knows which orders are meant.
 */
export interface CheckoutSelection {
  /** Ids of the cart orders; empty means "every order of the cart". */
  orderIds: number[];
  /** Payment mode (PAYMENT_MODES); cash (2) unless chosen otherwise. */
  paymentMode: PaymentMode;
}

/** Search parameter holding the order ids, comma separated. */
export const ORDERS_PARAM = 'orders';
/** Search parameter holding the payment mode. */
export const PAYMENT_PARAM = 'payment';

const paymentModes = Object.values(PAYMENT_MODES) as number[];

/** True for a known payment mode value. */
export function isPaymentMode(value: unknown): value is PaymentMode {
  return typeof value === 'number' && paymentModes.includes(value);
}

/** Positive whole ids, each once, in their first order. */
function cleanIds(values: readonly unknown[]): number[] {
  const ids = values
    .map((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value))
    .filter((value): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0);
  return [...new Set(ids)];
}

/** The search string of a selection, e.g. `?orders=12,13&payment=2` (no `payment` while it is the default). */
export function checkoutSearch({ orderIds, paymentMode }: CheckoutSelection): string {
  const params = new URLSearchParams();
  if (orderIds.length > 0) params.set(ORDERS_PARAM, orderIds.join(','));
  if (paymentMode !== DEFAULT_PAYMENT_MODE) params.set(PAYMENT_PARAM, String(paymentMode));
  const text = params.toString();
  // URLSearchParams escapes the comma; ids are digits only, so the readable form is safe.
  return text ? `?${text.replaceAll('%2C', ',')}` : '';
}

/**
 * Reads the selection a checkout screen was opened with: the router state when it holds one (the
 * normal path), else the search params (a reload, a shared link). Anything unreadable falls back to
 * "every cart order" and cash.
 */
export function readCheckoutSelection(search: string | URLSearchParams, state: unknown): CheckoutSelection {
  if (typeof state === 'object' && state !== null && 'orderIds' in state && Array.isArray(state.orderIds)) {
    const fromState = state as { orderIds: unknown[]; paymentMode?: unknown };
    return {
      orderIds: cleanIds(fromState.orderIds),
      paymentMode: isPaymentMode(fromState.paymentMode) ? fromState.paymentMode : DEFAULT_PAYMENT_MODE,
    };
  }
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const mode = Number(params.get(PAYMENT_PARAM) ?? Number.NaN);
  return {
    orderIds: cleanIds((params.get(ORDERS_PARAM) ?? '').split(',')),
    paymentMode: isPaymentMode(mode) ? mode : DEFAULT_PAYMENT_MODE,
  };
}

/** Keeps the orders of `orders` that the selection names (all of them when it names none). */
export function selectedOrders<T extends { id: number }>(orders: readonly T[], orderIds: readonly number[]): T[] {
  if (orderIds.length === 0) return [...orders];
  const wanted = new Set(orderIds);
  return orders.filter((order) => wanted.has(order.id));
}

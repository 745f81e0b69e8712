import { PAYMENT_MODES } from '@kk/domain';
import { checkoutSearch, readCheckoutSelection, selectedOrders } from './checkout-params';

describe('checkoutSearch', () => {
  it('writes the order ids and a non-default payment mode', () => {
    expect(checkoutSearch({ orderIds: [12, 13], paymentMode: PAYMENT_MODES.virement })).toBe('?orders=12,13&payment=1');
  });

  it('leaves out the default payment mode (cash) and an empty selection', () => {
    expect(checkoutSearch({ orderIds: [4], paymentMode: PAYMENT_MODES.cash })).toBe('?orders=4');
    expect(checkoutSearch({ orderIds: [], paymentMode: PAYMENT_MODES.cash })).toBe('');
  });
});

describe('readCheckoutSelection', () => {
  it('prefers the router state', () => {
    const selection = readCheckoutSelection('?orders=1', { orderIds: [7, 8], paymentMode: PAYMENT_MODES.creditCard });
    expect(selection).toEqual({ orderIds: [7, 8], paymentMode: PAYMENT_MODES.creditCard });
  });

  it('reads the search params after a reload (no state)', () => {
    expect(readCheckoutSelection('?orders=12,13&payment=1', null)).toEqual({ orderIds: [12, 13], paymentMode: 1 });
  });

  it('round-trips what checkoutSearch wrote', () => {
    const selection = { orderIds: [3, 9], paymentMode: PAYMENT_MODES.virement };
    expect(readCheckoutSelection(checkoutSearch(selection), undefined)).toEqual(selection);
  });

  it('drops ids that are not positive whole numbers, and repeats', () => {
    expect(readCheckoutSelection('?orders=5,abc,-2,5,1.5,,6', null).orderIds).toEqual([5, 6]);
  });

  it('falls back to cash for an unknown payment mode', () => {
    expect(readCheckoutSelection('?payment=9', null)).toEqual({ orderIds: [], paymentMode: PAYMENT_MODES.cash });
    expect(readCheckoutSelection('', { orderIds: [1], paymentMode: 'card' })).toEqual({
      orderIds: [1],
      paymentMode: PAYMENT_MODES.cash,
    });
  });
});

describe('selectedOrders', () => {
  const orders = [{ id: 1 }, { id: 2 }, { id: 3 }];

  it('keeps the named orders in the cart order', () => {
    expect(selectedOrders(orders, [3, 1])).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('keeps every order when none is named', () => {
    expect(selectedOrders(orders, [])).toEqual(orders);
  });

  it('ignores ids no longer in the cart', () => {
    expect(selectedOrders(orders, [2, 99])).toEqual([{ id: 2 }]);
  });
});

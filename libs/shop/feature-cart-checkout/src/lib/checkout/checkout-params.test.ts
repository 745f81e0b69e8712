import { PAYMENT_MODES } from '@kk/domain';
import { checkoutSearch, readCheckoutSelection, selectedOrders, toId } from './checkout-params';

describe('checkoutSearch', () => {
  it('writes the order ids, a non-default payment mode and the chosen address', () => {
    expect(checkoutSearch({ orderIds: [12, 13], paymentMode: PAYMENT_MODES.virement })).toBe('?orders=12,13&payment=1');
    expect(checkoutSearch({ orderIds: [12], paymentMode: PAYMENT_MODES.creditCard, addressId: 4 })).toBe(
      '?orders=12&payment=0&address=4',
    );
  });

  it('leaves out the default payment mode (cash), an empty selection and no address', () => {
    expect(checkoutSearch({ orderIds: [4], paymentMode: PAYMENT_MODES.cash, addressId: null })).toBe('?orders=4');
    expect(checkoutSearch({ orderIds: [4], paymentMode: PAYMENT_MODES.cash, addressId: 2 })).toBe(
      '?orders=4&address=2',
    );
    expect(checkoutSearch({ orderIds: [], paymentMode: PAYMENT_MODES.cash })).toBe('');
  });
});

describe('readCheckoutSelection', () => {
  it('prefers the router state', () => {
    const selection = readCheckoutSelection('?orders=1', {
      orderIds: [7, 8],
      paymentMode: PAYMENT_MODES.creditCard,
      addressId: 3,
    });
    expect(selection).toEqual({ orderIds: [7, 8], paymentMode: PAYMENT_MODES.creditCard, addressId: 3 });
  });

  it('reads a state without an address (from the cart) as no address chosen', () => {
    expect(readCheckoutSelection('', { orderIds: [7], paymentMode: 2 })).toEqual({
      orderIds: [7],
      paymentMode: 2,
      addressId: null,
    });
  });

  it('reads the search params after a reload (no state)', () => {
    expect(readCheckoutSelection('?orders=12,13&payment=1&address=2', null)).toEqual({
      orderIds: [12, 13],
      paymentMode: 1,
      addressId: 2,
    });
  });

  it('round-trips what checkoutSearch wrote', () => {
    const selection = { orderIds: [3, 9], paymentMode: PAYMENT_MODES.virement, addressId: 5 };
    expect(readCheckoutSelection(checkoutSearch(selection), undefined)).toEqual(selection);
    const cash = { orderIds: [3], paymentMode: PAYMENT_MODES.cash, addressId: null };
    expect(readCheckoutSelection(checkoutSearch(cash), undefined)).toEqual(cash);
  });

  it('drops ids that are not positive whole numbers, and repeats', () => {
    expect(readCheckoutSelection('?orders=5,abc,-2,5,1.5,,6', null).orderIds).toEqual([5, 6]);
    expect(readCheckoutSelection('?address=abc', null).addressId).toBeNull();
    expect(readCheckoutSelection('?address=-1', null).addressId).toBeNull();
  });

  it('falls back to cash for an unknown payment mode', () => {
    expect(readCheckoutSelection('?payment=9', null)).toEqual({
      orderIds: [],
      paymentMode: PAYMENT_MODES.cash,
      addressId: null,
    });
    expect(readCheckoutSelection('', { orderIds: [1], paymentMode: 'card' })).toEqual({
      orderIds: [1],
      paymentMode: PAYMENT_MODES.cash,
      addressId: null,
    });
  });
});

describe('toId', () => {
  it('reads positive whole ids from digits or numbers, else null', () => {
    expect(toId('12')).toBe(12);
    expect(toId(7)).toBe(7);
    expect(toId('')).toBeNull();
    expect(toId('0')).toBeNull();
    expect(toId(undefined)).toBeNull();
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

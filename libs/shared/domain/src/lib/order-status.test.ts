import {
  canCancelOrder,
  canRateOrder,
  CART_ORDER_STATUS,
  isValidRating,
  nextOrderStatus,
  ORDER_STATUS,
  orderEventFor,
  type OrderEvent,
} from './order-status';

const { pending, canceled, onTheWay, delivered } = ORDER_STATUS;
const every = [CART_ORDER_STATUS, pending, canceled, onTheWay, delivered];

describe('order status transitions (§4)', () => {
  it.each<[OrderEvent, number, number | null]>([
    ['checkout', CART_ORDER_STATUS, pending],
    ['checkout', pending, null],
    ['checkout', delivered, null],
    ['cancel', pending, canceled],
    ['cancel', onTheWay, canceled],
    ['cancel', CART_ORDER_STATUS, null],
    ['cancel', canceled, null],
    ['cancel', delivered, null],
    ['ship', pending, onTheWay],
    ['ship', onTheWay, null],
    ['deliver', onTheWay, delivered],
    ['deliver', pending, null],
  ])('%s from %i gives %s', (event, from, to) => {
    expect(nextOrderStatus(from, event)).toBe(to);
  });

  it('leaves Canceled and Delivered orders where they are, whatever happens', () => {
    for (const event of ['checkout', 'cancel', 'ship', 'deliver'] as const) {
      expect(nextOrderStatus(canceled, event)).toBeNull();
      expect(nextOrderStatus(delivered, event)).toBeNull();
    }
  });

  it('names the event a change_status request asks for', () => {
    expect(orderEventFor(pending)).toBe('checkout');
    expect(orderEventFor(canceled)).toBe('cancel');
    expect(orderEventFor(onTheWay)).toBe('ship');
    expect(orderEventFor(delivered)).toBe('deliver');
    expect(orderEventFor(CART_ORDER_STATUS)).toBeNull();
  });

  it('lets a customer cancel only Pending and On the way orders', () => {
    expect(every.filter(canCancelOrder)).toEqual([pending, onTheWay]);
  });

  it('lets only Delivered orders be rated, from 1 to 5 whole stars', () => {
    expect(every.filter(canRateOrder)).toEqual([delivered]);
    expect([0, 1, 3, 5, 6, 2.5].map(isValidRating)).toEqual([false, true, true, true, false, false]);
  });
});

import { filterOrders } from './order-filters';

const orders = [{ status: 0 }, { status: 1 }, { status: 2 }, { status: 3 }, { status: 3 }];

describe('filterOrders', () => {
  it('keeps every order for "all"', () => {
    expect(filterOrders(orders, 'all')).toEqual(orders);
  });

  it('keeps Pending and On the way for "active"', () => {
    expect(filterOrders(orders, 'active')).toEqual([{ status: 0 }, { status: 2 }]);
  });

  it('keeps Delivered, then Canceled, for their tabs', () => {
    expect(filterOrders(orders, 'delivered')).toEqual([{ status: 3 }, { status: 3 }]);
    expect(filterOrders(orders, 'canceled')).toEqual([{ status: 1 }]);
  });
});

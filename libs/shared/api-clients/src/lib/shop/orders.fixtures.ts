import type { ContractFixture } from '../../testing/contract';

const cartOrder = (extra: Record<string, unknown>) => ({
  id: 31,
  order_lines: [{ quantity: 2, price: '4.50', article: { id: 10, name: 'Cahier 48 pages' } }],
  created_date: '2026-09-01T10:00:00Z',
  ...extra,
});

/** Readings of the answers of orders.api.ts (calls 19–20). */
export const ordersFixtures = {
  /**
   * GET orders_api get_orders_cart: a cart order, whose status the spec never defines (-1, null or
   * absent), with its library absent, empty or named (§3 "may be absent").
   */
  getCart: {
    readings: {
      'status -1, no library': { orders: [cartOrder({ status: -1, library: null })] },
      'status null, library empty': { orders: [cartOrder({ status: null, library: '' })] },
      'status absent, library absent': { orders: [cartOrder({})] },
    },
    result: [
      {
        ...cartOrder({ status: -1, library: null, rate: null }),
        order_lines: [{ quantity: 2, price: 4.5, article: { id: 10, name: 'Cahier 48 pages' } }],
      },
    ],
  },
  /** POST orders_api create: a 2xx is the order in the cart, whatever its body. */
  createOrderDone: {
    readings: { 'success only': { success: true }, 'an empty object': {}, 'another envelope': { order_id: 77 } },
    result: null,
  },
} satisfies Record<string, ContractFixture>;

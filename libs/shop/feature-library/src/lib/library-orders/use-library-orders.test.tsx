import { act, renderHook, waitFor } from '@testing-library/react';
import { ORDER_STATUS } from '@kk/domain';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { findOrders, useLibraryOrders } from './use-library-orders';

const renderOrders = () =>
  renderHook(() => useLibraryOrders(), { wrapper: hookWrapper({ user: demoSessionUser('librairie') }).wrapper });

describe('useLibraryOrders', () => {
  it("loads the library's placed orders and splits them by status", async () => {
    const { result } = renderOrders();
    expect(result.current.status).toBe('loading');

    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.orders.every((o) => o.status >= 0)).toBe(true);
    expect(result.current.ordersOf('pending').every((o) => o.status === ORDER_STATUS.pending)).toBe(true);
    expect(result.current.ordersOf('delivered').length).toBeGreaterThan(0);
  });

  it('moves a pending order on the way, then delivered', async () => {
    const { result } = renderOrders();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const order = result.current.ordersOf('pending')[0];

    await act(() => result.current.ship(order));
    await waitFor(() =>
      expect(result.current.orders.find((o) => o.id === order.id)?.status).toBe(ORDER_STATUS.onTheWay),
    );
    const onTheWay = result.current.orders.find((o) => o.id === order.id);
    if (!onTheWay) throw new Error('the order is still listed');
    await act(() => result.current.deliver(onTheWay));

    await waitFor(() =>
      expect(result.current.orders.find((o) => o.id === order.id)?.status).toBe(ORDER_STATUS.delivered),
    );
    expect(result.current.moving).toBeNull();
  });

  it('cancels with the reason trimmed', async () => {
    const { result } = renderOrders();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const order = result.current.ordersOf('pending')[0];

    await act(() => result.current.cancel(order, '  Rupture de stock '));

    await waitFor(() =>
      expect(result.current.orders.find((o) => o.id === order.id)).toMatchObject({
        status: ORDER_STATUS.canceled,
        reason: 'Rupture de stock',
      }),
    );
  });

  it('finds orders by customer (case and accents ignored), phone digits in any form, or number; oldest first on demand', async () => {
    const { result } = renderOrders();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const all = result.current.orders;
    const order = all.find((o) => o.customer.phone_number !== '' && /[A-Z]/.test(o.customer.name));
    if (!order) throw new Error('the seed has an order with a named customer and a phone');
    const local = order.customer.phone_number.replace(/\D/g, '').replace(/^212/, '0');

    const byName = findOrders(all, order.customer.name.toLowerCase(), 'newest');
    const byPhone = findOrders(all, `+212 ${local.slice(1, 4)} ${local.slice(4)}`, 'newest');
    const byNumber = findOrders(all, String(order.id), 'newest');

    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((o) => o.customer.name === order.customer.name)).toBe(true);
    expect(byPhone.map((o) => o.id)).toContain(order.id);
    expect(byNumber.map((o) => o.id)).toContain(order.id);
    expect(findOrders(all, 'zzz-nobody', 'newest')).toEqual([]);
    const oldest = findOrders(all, '', 'oldest');
    expect(oldest.map((o) => o.id)).toEqual(
      findOrders(all, '', 'newest')
        .map((o) => o.id)
        .reverse(),
    );
    expect(oldest[0].created_date <= oldest[oldest.length - 1].created_date).toBe(true);
  });

  it('searches through the hook: the tabs count only the matching orders', async () => {
    const { result: everything } = renderOrders();
    await waitFor(() => expect(everything.current.status).toBe('ready'));
    const order = everything.current.ordersOf('delivered')[0];

    const { result } = renderHook(() => useLibraryOrders({ search: String(order.id) }), {
      wrapper: hookWrapper({ user: demoSessionUser('librairie') }).wrapper,
    });

    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.ordersOf('delivered').map((o) => o.id)).toContain(order.id);
    expect(result.current.orders.length).toBeLessThan(everything.current.orders.length);
  });
});

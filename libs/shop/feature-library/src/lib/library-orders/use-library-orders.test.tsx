import { act, renderHook, waitFor } from '@testing-library/react';
import { ORDER_STATUS } from '@kk/domain';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useLibraryOrders } from './use-library-orders';

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
});

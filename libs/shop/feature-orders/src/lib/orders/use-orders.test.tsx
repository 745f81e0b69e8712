import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, shopPath } from '@kk/api-mocks/node';
import { ORDER_STATUS } from '@kk/domain';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useOrders } from './use-orders';

const renderOrders = () => renderHook(() => useOrders(), { wrapper: hookWrapper({ user: demoSessionUser() }).wrapper });

describe('useOrders', () => {
  it('loads the placed orders of every status, newest first', async () => {
    const { result } = renderOrders();
    expect(result.current.status).toBe('loading');

    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.orders.map((o) => o.status)).toEqual([0, 2, 3, 3, 1]);
  });

  it('cancels a Pending order', async () => {
    const { result } = renderOrders();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const pending = result.current.orders.find((o) => o.status === ORDER_STATUS.pending);
    if (!pending) throw new Error('seed has a pending order');

    await act(() => result.current.cancelOrder(pending));

    await waitFor(() =>
      expect(result.current.orders.find((o) => o.id === pending.id)?.status).toBe(ORDER_STATUS.canceled),
    );
    expect(result.current.cancelling).toBeNull();
  });

  it('does not send a cancel for a Delivered order', async () => {
    const { result } = renderOrders();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const delivered = result.current.orders.find((o) => o.status === ORDER_STATUS.delivered);
    if (!delivered) throw new Error('seed has a delivered order');
    let posted = false;
    server.use(
      http.post(shopPath('orders_api'), () => {
        posted = true;
        return HttpResponse.json({});
      }),
    );

    await act(() => result.current.cancelOrder(delivered));

    expect(posted).toBe(false);
  });

  it('rates a Delivered order that has no rating', async () => {
    const { result } = renderOrders();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const unrated = result.current.orders.find((o) => o.status === ORDER_STATUS.delivered && !o.rate);
    if (!unrated) throw new Error('seed has an unrated delivered order');

    await act(() => result.current.rateOrder(unrated, 5));

    await waitFor(() => expect(result.current.orders.find((o) => o.id === unrated.id)?.rate).toBe(5));
  });

  it('rejects a failed cancel and leaves the order as it was', async () => {
    const { result } = renderOrders();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const pending = result.current.orders[0];
    server.use(http.post(shopPath('orders_api'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));

    await expect(act(() => result.current.cancelOrder(pending))).rejects.toMatchObject({ kind: 'http' });
    expect(result.current.orders[0].status).toBe(ORDER_STATUS.pending);
    expect(result.current.cancelling).toBeNull();
  });

  it('reports no orders and a failed load', async () => {
    server.use(http.get(shopPath('orders_api'), () => HttpResponse.json({ orders: [] }), { once: true }));
    const empty = renderOrders();
    await waitFor(() => expect(empty.result.current.status).toBe('empty'));

    server.use(http.get(shopPath('orders_api'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    const failed = renderOrders();
    await waitFor(() => expect(failed.result.current.status).toBe('error'));
  });
});

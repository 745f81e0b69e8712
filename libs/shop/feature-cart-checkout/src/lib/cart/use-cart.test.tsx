import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, shopPath } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useCart } from './use-cart';

describe('useCart', () => {
  it('loads the cart orders and sums them', async () => {
    // Arrange
    const { result } = renderHook(() => useCart(), { wrapper: hookWrapper({ user: demoSessionUser() }).wrapper });
    expect(result.current.status).toBe('loading');

    // Assert
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.orders).toHaveLength(2);
    const expected = result.current.orders
      .flatMap((o) => o.order_lines)
      .reduce((sum, l) => sum + l.price * l.quantity, 0);
    expect(result.current.subtotal).toBeCloseTo(expected, 2);
  });

  it('removes an order and reloads the cart', async () => {
    // Arrange
    const { result } = renderHook(() => useCart(), { wrapper: hookWrapper({ user: demoSessionUser() }).wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const [first, second] = result.current.orders;

    // Act
    await act(() => result.current.removeOrder(first.id));

    // Assert
    await waitFor(() => expect(result.current.orders.map((o) => o.id)).toEqual([second.id]));
  });

  it('reports an empty cart', async () => {
    server.use(http.get(shopPath('orders_api'), () => HttpResponse.json({ orders: [] })));
    const { result } = renderHook(() => useCart(), { wrapper: hookWrapper({ user: demoSessionUser() }).wrapper });
    await waitFor(() => expect(result.current.status).toBe('empty'));
    expect(result.current.subtotal).toBe(0);
  });

  it('reports a failed load, then recovers on retry', async () => {
    // Arrange
    server.use(
      http.get(shopPath('orders_api'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 }), { once: true }),
    );
    const { result } = renderHook(() => useCart(), { wrapper: hookWrapper({ user: demoSessionUser() }).wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));

    // Act
    act(() => {
      result.current.retry();
    });

    // Assert
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });

  it('rejects when the removal fails, leaving the cart as it was', async () => {
    const { result } = renderHook(() => useCart(), { wrapper: hookWrapper({ user: demoSessionUser() }).wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    server.use(http.post(shopPath('orders_api'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));

    await expect(act(() => result.current.removeOrder(result.current.orders[0].id))).rejects.toMatchObject({
      kind: 'http',
    });
    expect(result.current.orders).toHaveLength(2);
  });
});

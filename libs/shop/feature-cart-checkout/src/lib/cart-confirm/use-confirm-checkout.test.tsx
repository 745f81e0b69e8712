import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, shopPath } from '@kk/api-mocks/node';
import { PAYMENT_MODES } from '@kk/domain';
import { useGetMyOrdersQuery } from '@kk/api-clients';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useConfirmCheckout } from './use-confirm-checkout';

const cash = PAYMENT_MODES.cash;

describe('useConfirmCheckout', () => {
  it('loads the address and the named cart orders, with a 0 Dhs delivery fee', async () => {
    const { result } = renderHook(() => useConfirmCheckout(1, { orderIds: [], paymentMode: cash }), {
      wrapper: hookWrapper({ user: demoSessionUser() }).wrapper,
    });

    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.address?.name).toBe('Maison');
    expect(result.current.orders).toHaveLength(2);
    expect(result.current.deliveryFee).toBe(0);
    expect(result.current.total).toBe(result.current.subtotal);
  });

  it('keeps only the orders of the selection', async () => {
    const wrapper = hookWrapper({ user: demoSessionUser() }).wrapper;
    const all = renderHook(() => useConfirmCheckout(1, { orderIds: [], paymentMode: cash }), { wrapper });
    await waitFor(() => expect(all.result.current.status).toBe('ready'));
    const [, second] = all.result.current.orders;

    const { result } = renderHook(() => useConfirmCheckout(1, { orderIds: [second.id, 9999], paymentMode: cash }), {
      wrapper,
    });

    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.orders.map((o) => o.id)).toEqual([second.id]);
  });

  it('is empty when none of the named orders is still in the cart', async () => {
    const { result } = renderHook(() => useConfirmCheckout(1, { orderIds: [9999], paymentMode: cash }), {
      wrapper: hookWrapper({ user: demoSessionUser() }).wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe('empty'));
  });

  it('is an error for an address that is not an id or does not exist', async () => {
    const wrapper = hookWrapper({ user: demoSessionUser() }).wrapper;
    const noId = renderHook(() => useConfirmCheckout(null, { orderIds: [], paymentMode: cash }), { wrapper });
    expect(noId.result.current.status).toBe('error');

    const unknown = renderHook(() => useConfirmCheckout(424242, { orderIds: [], paymentMode: cash }), { wrapper });
    await waitFor(() => expect(unknown.result.current.status).toBe('error'));
  });

  it('checks out: the orders leave the cart and are Pending with the address and payment mode', async () => {
    // Arrange
    const wrapper = hookWrapper({ user: demoSessionUser() }).wrapper;
    const { result } = renderHook(() => useConfirmCheckout(2, { orderIds: [], paymentMode: PAYMENT_MODES.virement }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const ids = result.current.orders.map((o) => o.id);

    // Act
    await act(() => result.current.confirm());

    // Assert
    await waitFor(() => expect(result.current.status).toBe('empty'));
    const placed = renderHook(() => useGetMyOrdersQuery(), { wrapper });
    await waitFor(() => expect(placed.result.current.data).toBeDefined());
    const mine = placed.result.current.data?.filter((o) => ids.includes(o.id)) ?? [];
    expect(mine).toHaveLength(2);
    expect(mine.every((o) => o.status === 0 && o.address === 2 && o.payment_mode === PAYMENT_MODES.virement)).toBe(
      true,
    );
  });

  it('rejects when the checkout fails', async () => {
    const { result } = renderHook(() => useConfirmCheckout(1, { orderIds: [], paymentMode: cash }), {
      wrapper: hookWrapper({ user: demoSessionUser() }).wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    server.use(http.post(shopPath('orders_api'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));

    await expect(act(() => result.current.confirm())).rejects.toMatchObject({ kind: 'http' });
    expect(result.current.status).toBe('ready');
  });
});

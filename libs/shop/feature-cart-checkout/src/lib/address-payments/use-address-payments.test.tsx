import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, shopPath } from '@kk/api-mocks/node';
import { PAYMENT_MODES } from '@kk/domain';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useAddressPayments } from './use-address-payments';

describe('useAddressPayments', () => {
  it('starts with no address chosen and the given payment mode', async () => {
    const { result } = renderHook(() => useAddressPayments(PAYMENT_MODES.cash), {
      wrapper: hookWrapper({ user: demoSessionUser() }).wrapper,
    });

    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.addresses.map((a) => a.name)).toEqual(['Maison', 'Bureau']);
    expect(result.current.addressId).toBeNull();
    expect(result.current.paymentMode).toBe(PAYMENT_MODES.cash);
  });

  it('chooses an address and a payment mode', async () => {
    const { result } = renderHook(() => useAddressPayments(PAYMENT_MODES.cash), {
      wrapper: hookWrapper({ user: demoSessionUser() }).wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));

    act(() => {
      result.current.chooseAddress(result.current.addresses[1].id);
      result.current.choosePaymentMode(PAYMENT_MODES.virement);
    });

    expect(result.current.addressId).toBe(result.current.addresses[1].id);
    expect(result.current.paymentMode).toBe(PAYMENT_MODES.virement);
  });

  it('saves a new address, chooses it, and lists it', async () => {
    // Arrange
    const { result } = renderHook(() => useAddressPayments(PAYMENT_MODES.cash), {
      wrapper: hookWrapper({ user: demoSessionUser() }).wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));

    // Act
    const created = await act(() => result.current.addAddress({ name: 'Chez Mamie', city: 'Fès' }));

    // Assert
    await waitFor(() => expect(result.current.addresses.map((a) => a.name)).toContain('Chez Mamie'));
    expect(result.current.addressId).toBe(created?.id);
    expect(created).not.toBeNull();
  });

  it('rejects a failed creation and keeps the choice', async () => {
    const { result } = renderHook(() => useAddressPayments(PAYMENT_MODES.cash), {
      wrapper: hookWrapper({ user: demoSessionUser() }).wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    server.use(
      http.post(shopPath('payments_address_api'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
    );

    await expect(act(() => result.current.addAddress({ name: 'Chez Mamie' }))).rejects.toMatchObject({ kind: 'http' });
    expect(result.current.addressId).toBeNull();
  });

  it('reports a failed address load', async () => {
    server.use(
      http.get(shopPath('payments_address_api'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
    );
    const { result } = renderHook(() => useAddressPayments(PAYMENT_MODES.cash), {
      wrapper: hookWrapper({ user: demoSessionUser() }).wrapper,
    });

    await waitFor(() => expect(result.current.status).toBe('error'));
  });
});

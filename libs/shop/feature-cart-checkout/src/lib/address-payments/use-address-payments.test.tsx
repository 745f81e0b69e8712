import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, shopPath } from '@kk/api-mocks/node';
import { PAYMENT_MODES } from '@kk/domain';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useAddressPayments } from './use-address-payments';

const currentPath = () => screen.getByRole('status', { name: 'current path' });

const renderAddressPayments = (path = '/address-payments?orders=1,2', state?: unknown) =>
  renderHook(() => useAddressPayments(), {
    wrapper: hookWrapper({ user: demoSessionUser(), path, state }).wrapper,
  });

describe('useAddressPayments', () => {
  it('starts with no address chosen and cash on delivery', async () => {
    const { result } = renderAddressPayments();

    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.addresses.map((a) => a.name)).toEqual(['Maison', 'Bureau']);
    expect(result.current.addressId).toBeNull();
    expect(result.current.paymentMode).toBe(PAYMENT_MODES.cash);
  });

  it('keeps the chosen address and payment mode in the URL, replacing the entry', async () => {
    // Arrange
    const { result } = renderAddressPayments();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const bureau = result.current.addresses[1].id;

    // Act: both in one event, as a fast user (or a test) would
    act(() => {
      result.current.chooseAddress(bureau);
      result.current.choosePaymentMode(PAYMENT_MODES.virement);
    });

    // Assert
    expect(result.current.addressId).toBe(bureau);
    expect(result.current.paymentMode).toBe(PAYMENT_MODES.virement);
    expect(currentPath()).toHaveTextContent(`/address-payments?orders=1,2&payment=1&address=${bureau}`);
  });

  it('reads the choices back from the URL (a reload, Back from the confirmation)', async () => {
    const { result } = renderAddressPayments('/address-payments?orders=1,2&payment=0&address=2');

    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.paymentMode).toBe(PAYMENT_MODES.creditCard);
    expect(result.current.addressId).toBe(2);
    expect(result.current.selection.orderIds).toEqual([1, 2]);
  });

  it('does not choose an address that is not in the list', async () => {
    const { result } = renderAddressPayments('/address-payments?orders=1,2&address=999');

    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.addressId).toBeNull();
  });

  it('does not choose an address without a street or a city', async () => {
    server.use(
      http.get(shopPath('payments_address_api'), () =>
        HttpResponse.json({
          address_delivered: [
            { id: 5, name: 'Sans rue', address1: '', address2: '', city: 'Fès', cp: '', phone_number: '' },
          ],
        }),
      ),
    );
    const { result } = renderAddressPayments('/address-payments?orders=1,2&address=5');

    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.addressId).toBeNull();
  });

  it('says there is nothing to order when the cart has none of the orders', async () => {
    server.use(http.get(shopPath('orders_api'), () => HttpResponse.json({ orders: [] })));
    const { result } = renderAddressPayments('/address-payments');

    await waitFor(() => expect(result.current.status).toBe('empty'));
  });

  it('saves a new address, chooses it, and lists it', async () => {
    // Arrange
    const { result } = renderAddressPayments();
    await waitFor(() => expect(result.current.status).toBe('ready'));

    // Act
    const created = await act(() =>
      result.current.addAddress({ name: 'Chez Mamie', address1: '3, Rue Talaa', city: 'Fès' }),
    );

    // Assert
    await waitFor(() => expect(result.current.addresses.map((a) => a.name)).toContain('Chez Mamie'));
    expect(created).not.toBeNull();
    expect(result.current.addressId).toBe(created?.id);
    expect(currentPath()).toHaveTextContent(`address=${created?.id}`);
  });

  it('rejects a failed creation and keeps the choice', async () => {
    const { result } = renderAddressPayments();
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
    const { result } = renderAddressPayments();

    await waitFor(() => expect(result.current.status).toBe('error'));
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import { getDb } from '@kk/api-mocks/node';
import { ORDER_STATUS, orderTotal } from '@kk/domain';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useAdminOrders } from './use-admin-orders';

const renderOrders = (path = '/admin/commandes') =>
  renderHook(() => useAdminOrders(), { wrapper: hookWrapper({ user: demoSessionUser('admin'), path }).wrapper });

describe('useAdminOrders', () => {
  it("loads every customer's placed orders, 20 a page", async () => {
    const { result } = renderOrders();

    await waitFor(() => expect(result.current.query.data).toBeDefined());
    const placed = getDb().shop.orders.filter((o) => o.status >= 0);
    expect(result.current.query.data).toHaveLength(placed.length);
    expect(new Set(placed.map((o) => o.user_id)).size).toBeGreaterThan(1);
    expect(result.current.pageItems).toHaveLength(20);
  });

  it('filters by the status of the URL, and by the one chosen', async () => {
    const { result } = renderOrders('/admin/commandes?statut=3');
    await waitFor(() => expect(result.current.query.data).toBeDefined());
    expect(result.current.status).toBe(ORDER_STATUS.delivered);
    expect(result.current.query.data?.every((o) => o.status === 3)).toBe(true);

    act(() => result.current.setStatus(ORDER_STATUS.canceled));

    await waitFor(() => expect(result.current.query.data?.every((o) => o.status === 1)).toBe(true));
  });

  it('sorts newest first, then by the column of the URL, the other way on a second press', async () => {
    const { result } = renderOrders('/admin/commandes?tri=total&ordre=desc&statut=3');
    await waitFor(() => expect(result.current.query.data).toBeDefined());
    const totals = (result.current.query.data ?? []).map(orderTotal);
    expect(result.current.sort).toEqual({ column: 'total', direction: 'descending' });
    expect(totals).toEqual([...totals].sort((a, b) => b - a));

    act(() => result.current.toggleSort('total'));
    await waitFor(() => expect(result.current.sort).toEqual({ column: 'total', direction: 'ascending' }));
    const ascending = (result.current.query.data ?? []).map(orderTotal);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(result.current.status).toBe(ORDER_STATUS.delivered);

    act(() => result.current.toggleSort('date'));
    await waitFor(() => expect(result.current.sort).toEqual({ column: 'date', direction: 'descending' }));
    const dates = (result.current.query.data ?? []).map((o) => o.created_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

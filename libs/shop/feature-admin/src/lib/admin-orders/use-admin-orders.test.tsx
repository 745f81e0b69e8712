import { act, renderHook, waitFor } from '@testing-library/react';
import { getDb } from '@kk/api-mocks/node';
import { ORDER_STATUS } from '@kk/domain';
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
});

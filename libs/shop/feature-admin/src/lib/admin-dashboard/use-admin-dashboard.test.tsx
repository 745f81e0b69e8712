import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, shopPath } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useAdminDashboard } from './use-admin-dashboard';

const renderDashboard = () =>
  renderHook(() => useAdminDashboard(), { wrapper: hookWrapper({ user: demoSessionUser('admin') }).wrapper });

describe('useAdminDashboard', () => {
  it('puts requests and quotes of each month side by side, and counts the orders placed', async () => {
    const { result } = renderDashboard();

    await waitFor(() => expect(result.current.query.data).toBeDefined());
    expect(result.current.activity).toHaveLength(6);
    expect(result.current.activity[0]).toEqual({
      month: expect.stringMatching(/^\d{4}-\d{2}$/),
      demandes: expect.any(Number),
      devis: expect.any(Number),
    });
    const byStatus = result.current.query.data?.orders_by_status ?? {};
    expect(result.current.totalOrders).toBe(Object.values(byStatus).reduce((a, b) => a + b, 0));
  });

  it('reads months missing from one list as 0', async () => {
    server.use(
      http.get(shopPath('orders_api'), () =>
        HttpResponse.json({
          orders_by_status: {},
          demandes_by_month: [{ month: '2026-08', count: 2 }],
          devis_by_month: [{ month: '2026-09', count: 1 }],
          revenue_by_month: [],
          pending_schools: 0,
        }),
      ),
    );
    const { result } = renderDashboard();

    await waitFor(() => expect(result.current.query.data).toBeDefined());
    expect(result.current.activity).toEqual([
      { month: '2026-08', demandes: 2, devis: 0 },
      { month: '2026-09', demandes: 0, devis: 1 },
    ]);
    expect(result.current.totalOrders).toBe(0);
  });
});

import { useGetDashboardQuery } from '@kk/api-clients';
import { ORDER_STATUS, type Dashboard, type OrderStatus } from '@kk/domain';

/** The order statuses in the order the dashboard shows them: what needs work first. */
export const DASHBOARD_STATUSES: readonly OrderStatus[] = [
  ORDER_STATUS.pending,
  ORDER_STATUS.onTheWay,
  ORDER_STATUS.delivered,
  ORDER_STATUS.canceled,
];

/** Where an order status's figure leads: the admin orders list filtered by that status. */
export const ordersOfStatus = (status: OrderStatus) => `/admin/commandes?statut=${status}`;

/** The orders of a status (0 when the backend left it out). */
export function ordersCount(dashboard: Dashboard, status: OrderStatus): number {
  return dashboard.orders_by_status[String(status)] ?? 0;
}

/**
 * View model of `/admin/dashboard`: the figures of `get_dashboard` (orders by status, requests,
 * quotes and revenue per month, pending school requests).
 * - `query`: for `QueryState`;
 * - `activity`: requests and quotes per month, side by side (the months of both lists);
 * - `totalOrders`: the orders placed (every status).
 */
export function useAdminDashboard() {
  const query = useGetDashboardQuery();
  const data = query.data;
  const months = data
    ? [...new Set([...data.demandes_by_month, ...data.devis_by_month].map((m) => m.month))].sort()
    : [];
  const activity = months.map((month) => ({
    month,
    demandes: data?.demandes_by_month.find((m) => m.month === month)?.count ?? 0,
    devis: data?.devis_by_month.find((m) => m.month === month)?.count ?? 0,
  }));
  const totalOrders = data ? DASHBOARD_STATUSES.reduce<number>((sum, s) => sum + ordersCount(data, s), 0) : 0;
  return { query, activity, totalOrders };
}

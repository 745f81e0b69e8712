import { CART_ORDER_STATUS } from '@kk/domain';
import { HttpResponse } from 'msw';
import { requireAccountType, requireUser } from '../core/auth';
import { getDb } from '../core/db';
import type { ActionSpec } from './actions';
import { READ } from './actions';
import { OCCASION_PENDING } from './occasions.handlers';
import { linesTotal } from './serializers';

/** Months shown by the dashboard's charts. */
const MONTHS = 6;

/** `YYYY-MM` of an ISO date. */
const monthOf = (iso: string) => iso.slice(0, 7);

/** The `count` months ending with `last` (`YYYY-MM`), oldest first. */
function monthsEndingAt(last: string, count: number): string[] {
  const [year, month] = last.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - (count - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

/**
 * `orders_api` `get_dashboard` (assumed contract, admin only): orders by status (the cart left
 * out), requests, quotes and revenue of the last six months up to the newest record (the demo's
 * data then stays in view), and what waits for the admin. Revenue: delivered orders apart from
 * orders pending or on the way; canceled orders count for nothing.
 */
export const getDashboardAction: ActionSpec = {
  methods: READ,
  run: ({ request }) => {
    requireAccountType(requireUser(request, 'token'), 'ad');
    const { shop } = getDb();
    const orders = shop.orders.filter((o) => o.status !== CART_ORDER_STATUS);
    const dates = [
      ...orders.map((o) => o.created_date),
      ...shop.demandes.map((d) => d.date_created),
      ...shop.quotes.map((q) => q.date),
    ];
    const last = dates.reduce((max, d) => (d > max ? d : max), '1970-01');
    const months = monthsEndingAt(monthOf(last), MONTHS);
    const countBy = (isoDates: string[]) =>
      months.map((month) => ({ month, count: isoDates.filter((d) => monthOf(d) === month).length }));
    const revenue = (month: string, statuses: number[]) =>
      Math.round(
        orders
          .filter((o) => monthOf(o.created_date) === month && statuses.includes(o.status))
          .reduce((sum, o) => sum + linesTotal(o.lines), 0) * 100,
      ) / 100;
    const byStatus: Record<string, number> = { '0': 0, '1': 0, '2': 0, '3': 0 };
    for (const o of orders) byStatus[String(o.status)] = (byStatus[String(o.status)] ?? 0) + 1;
    return HttpResponse.json({
      orders_by_status: byStatus,
      demandes_by_month: countBy(shop.demandes.map((d) => d.date_created)),
      devis_by_month: countBy(shop.quotes.map((q) => q.date)),
      revenue_by_month: months.map((month) => ({
        month,
        delivered: revenue(month, [3]),
        in_progress: revenue(month, [0, 2]),
      })),
      pending_schools: shop.schoolRequests.filter((r) => r.status === 'pending').length,
      schools: shop.schools.filter((s) => s.is_active).length,
      articles: shop.articles.length,
      occasions: shop.occasions.length,
      occasions_pending: shop.occasions.filter((o) => o.status === OCCASION_PENDING).length,
    });
  },
};

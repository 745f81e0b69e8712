import { type Dashboard } from '@kk/domain';
import { actionGet } from '../core/actions';
import { domainSchema } from '../core/schema';
import { shopApi } from './shop-api';

/**
 * The admin dashboard's figures (assumed contract, README "Assumed contract: the admin area"). The
 * spec names no call for them; they are read from `orders_api`, whose data they mostly summarise.
 */
export const adminApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET `orders_api?action=get_dashboard`, admin token → orders by status, requests, quotes and
     * revenue per month (six months, oldest first), pending school requests. Tag `Dashboard`,
     * refreshed by order and school-request writes.
     */
    getDashboard: build.query<Dashboard, void>({
      query: () => actionGet('orders_api', 'get_dashboard'),
      rawResponseSchema: domainSchema('shop', 'dashboardSchema'),
      providesTags: ['Dashboard', { type: 'Orders', id: 'LIST' }],
    }),
  }),
});

/** Hooks of the admin endpoints. */
export const { useGetDashboardQuery } = adminApi;

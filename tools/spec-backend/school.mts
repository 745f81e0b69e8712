/** School-management calls (§7, calls 61–95). */
import type { Route } from './routes.mts';

export const schoolRoutes: Route[] = [];

export { AdminLayout } from './lib/admin-layout/admin-layout';
export { AdminDashboardPage } from './lib/admin-dashboard/admin-dashboard-page';

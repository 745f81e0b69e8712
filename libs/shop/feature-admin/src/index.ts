export { AdminLayout } from './lib/admin-layout/admin-layout';
export { AdminSection } from './lib/admin-nav/admin-section';
export { AdminDashboardPage } from './lib/admin-dashboard/admin-dashboard-page';
export { SchoolRequestsPage } from './lib/school-requests/school-requests-page';
export { SchoolReviewPage } from './lib/school-review/school-review-page';
export { AdminPacksPage } from './lib/packs/packs-page';
export { AdminOrdersPage } from './lib/admin-orders/admin-orders-page';

import { Route, Routes } from 'react-router-dom';
import { AdminDashboardPage } from '../admin-dashboard/admin-dashboard-page';
import { AdminLayout } from '../admin-layout/admin-layout';
import { AdminSection } from '../admin-nav/admin-section';
import { AdminArticlesPage } from '../articles/admin-articles-page';
import { AdminOrdersPage } from '../admin-orders/admin-orders-page';
import { AdminOccasionsPage } from '../occasions/admin-occasions-page';
import { ArticleTypesPage } from '../article-types/article-types-page';
import { AdminPacksPage } from '../packs/packs-page';
import { AdminSchoolPage } from '../schools/admin-school-page';
import { AdminSchoolsPage } from '../schools/admin-schools-page';
import { SchoolRequestsPage } from '../school-requests/school-requests-page';
import { SchoolReviewPage } from '../school-review/school-review-page';

/**
 * The admin area as the shop routes it (`/admin/*`): the layout, the navigation and every screen.
 * Tests (`renderPage(<AdminArea />, { route: '/admin/*', path })`) and stories
 * (`router: { path: '/admin/*', initialEntries: [path] }`) open any of its screens in its frame.
 */
export function AdminArea() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route element={<AdminSection />}>
          <Route index element={<AdminDashboardPage />} />
          <Route path="dashboard" element={<AdminDashboardPage />} />
          <Route path="ecoles-demandees" element={<SchoolRequestsPage />} />
          <Route path="ecoles-demandees/:request_id" element={<SchoolReviewPage />} />
          <Route path="ecoles" element={<AdminSchoolsPage />} />
          <Route path="ecoles/:school_id" element={<AdminSchoolPage />} />
          <Route path="packs" element={<AdminPacksPage />} />
          <Route path="articles" element={<AdminArticlesPage />} />
          <Route path="commandes" element={<AdminOrdersPage />} />
          <Route path="occasions" element={<AdminOccasionsPage />} />
          <Route path="types-articles" element={<ArticleTypesPage />} />
        </Route>
      </Route>
    </Routes>
  );
}

import type { RouteObject } from 'react-router-dom';
import { ErrorPage, PageLoading, RouteErrorBoundary } from '@kk/app-shell';
import { RequireAccountType, RequireAuth } from '@kk/session';
import { ShopLayout } from '@kk/shop-feature-layout';
import { SchoolsPage } from '@kk/shop-feature-schools';

/**
 * Every shop route of the spec (§2). The frame and the home screen (schools, also every unknown
 * path) ship with the app: they are the first screen of nearly every visit, and one file of them
 * loads faster than the twenty-odd small chunks they would otherwise be (docs/performance.md). Every
 * other feature area is its own lazily loaded chunk; the loading screen shows while one arrives.
 * Frame rules (`handle`): login has no header, profile-edit no footer.
 *
 * Three areas (§2 "route wrappers"): home (customers and visitors, in the shop frame), admin (`ad`)
 * and library (`li`), each wrapped in its guard and an optional layout.
 */
export interface ShopRouteHandle {
  /** Show the header (logo, back arrow, cart). @default true */
  header?: boolean;
  /** Show the five-tab footer. @default true */
  footer?: boolean;
  /** Show the back arrow in the header. @default false */
  back?: boolean;
}

const auth = () => import('@kk/shop-feature-auth');
const account = () => import('@kk/shop-feature-account');
const catalogue = () => import('@kk/shop-feature-catalogue');
const quotes = () => import('@kk/shop-feature-quotes');
const cart = () => import('@kk/shop-feature-cart-checkout');
const orders = () => import('@kk/shop-feature-orders');
const occasion = () => import('@kk/shop-feature-occasion');

const handle = (h: ShopRouteHandle) => h;

export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <PageLoading />,
    Component: ShopLayout,
    children: [
      { index: true, Component: SchoolsPage },
      {
        path: 'connexion',
        handle: handle({ header: false }),
        lazy: async () => ({ Component: (await auth()).LoginPage }),
      },
      {
        path: 'register',
        handle: handle({ back: true }),
        lazy: async () => ({ Component: (await auth()).RegisterPage }),
      },
      {
        element: <RequireAuth />,
        children: [
          { path: 'profile', lazy: async () => ({ Component: (await account()).ProfilePage }) },
          {
            path: 'profile-edit',
            handle: handle({ footer: false, back: true }),
            lazy: async () => ({ Component: (await account()).ProfileEditPage }),
          },
          {
            path: 'orders',
            handle: handle({ back: true }),
            lazy: async () => ({ Component: (await orders()).OrdersPage }),
          },
          { path: 'quotes', lazy: async () => ({ Component: (await quotes()).QuotesPage }) },
          {
            path: 'quotes/:quote_id',
            handle: handle({ back: true }),
            lazy: async () => ({ Component: (await quotes()).QuoteDetailPage }),
          },
          {
            path: 'responses/:response_id',
            handle: handle({ back: true }),
            lazy: async () => ({ Component: (await quotes()).ResponseDetailPage }),
          },
          {
            path: 'my-books',
            handle: handle({ back: true }),
            lazy: async () => ({ Component: (await occasion()).MyBooksPage }),
          },
          {
            path: 'shop-cart',
            handle: handle({ back: true }),
            lazy: async () => ({ Component: (await cart()).CartPage }),
          },
          {
            path: 'address-payments',
            handle: handle({ back: true }),
            lazy: async () => ({ Component: (await cart()).AddressPaymentsPage }),
          },
          {
            path: 'shop-cart-confirm/:address',
            handle: handle({ back: true }),
            lazy: async () => ({ Component: (await cart()).CartConfirmPage }),
          },
        ],
      },
      {
        path: 'school/:school_id',
        handle: handle({ back: true }),
        lazy: async () => ({ Component: (await catalogue()).SchoolPage }),
      },
      {
        path: 'school/:school_id/levels',
        handle: handle({ back: true }),
        lazy: async () => ({ Component: (await catalogue()).SchoolLevelsPage }),
      },
      { path: 'occasion', lazy: async () => ({ Component: (await occasion()).OccasionListPage }) },
      {
        path: 'occasion/:occasion_id',
        handle: handle({ back: true }),
        lazy: async () => ({ Component: (await occasion()).OccasionDetailPage }),
      },
      {
        path: 'create-occasion',
        handle: handle({ back: true }),
        lazy: async () => ({ Component: (await occasion()).CreateOccasionPage }),
      },
      { path: 'ErrorPage', handle: handle({ header: false, footer: false }), Component: ErrorPage },
      // §2: any unknown path also shows home.
      { path: '*', Component: SchoolsPage },
    ],
  },
  {
    path: '/admin',
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <PageLoading />,
    element: <RequireAccountType accountType="ad" />,
    children: [
      {
        lazy: async () => ({ Component: (await import('@kk/shop-feature-admin')).AdminLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('@kk/shop-feature-admin')).AdminDashboardPage }),
          },
          {
            path: 'dashboard',
            lazy: async () => ({ Component: (await import('@kk/shop-feature-admin')).AdminDashboardPage }),
          },
        ],
      },
    ],
  },
  {
    path: '/library',
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <PageLoading />,
    element: <RequireAccountType accountType="li" />,
    children: [
      {
        lazy: async () => ({ Component: (await import('@kk/shop-feature-library')).LibraryLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('@kk/shop-feature-library')).LibraryDemandesPage }),
          },
          {
            path: 'demandes',
            lazy: async () => ({ Component: (await import('@kk/shop-feature-library')).LibraryDemandesPage }),
          },
        ],
      },
    ],
  },
];

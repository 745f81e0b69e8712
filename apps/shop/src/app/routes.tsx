import type { RouteObject } from 'react-router-dom';
import { eagerPage, ErrorPage, lazyPage, RouteBoundaries, withTranslations } from '@kk/app-shell';
import { RedirectIfLoggedIn, RequireAccountType, RequireAuth } from '@kk/session';
import { ShopLayout, ShopRoutes, type ShopFrameHandle } from '@kk/shop-feature-layout';
import { SchoolsPage } from '@kk/shop-feature-schools';

// Each feature area's chunk, with the translations its pages read (`shop-common`: the shop-ui pieces they show).
// The sign-in page (a first screen) and the registration form (phone field, photo uploader), apart.
const auth = () => withTranslations(import('@kk/shop-feature-auth'), ['shop-auth']);
const register = () => withTranslations(import('@kk/shop-feature-auth/register'), ['shop-auth']);
const account = () => withTranslations(import('@kk/shop-feature-account'), ['shop-account', 'shop-common']);
// A school's levels page (a first screen) and its school page (the Call button: libphonenumber-js),
// apart, so the levels page does not load the phone library.
const supplies = () => withTranslations(import('@kk/shop-feature-supplies'), ['shop-supplies', 'shop-common']);
const school = () => withTranslations(import('@kk/shop-feature-supplies/school'), ['shop-supplies', 'shop-common']);
const quotes = () => withTranslations(import('@kk/shop-feature-quotes'), ['shop-quotes', 'shop-common']);
const cart = () => withTranslations(import('@kk/shop-feature-cart-checkout'), ['shop-cart', 'shop-common']);
const orders = () => withTranslations(import('@kk/shop-feature-orders'), ['shop-orders', 'shop-common']);
// The occasion market in three: its lists, a book's detail (libphonenumber-js) and the listing form
// (final-form, the uploader), so /occasion, a first screen, loads only what its lists need.
const occasion = () => withTranslations(import('@kk/shop-feature-occasion'), ['shop-occasion']);
const occasionDetail = () => withTranslations(import('@kk/shop-feature-occasion/detail'), ['shop-occasion']);
const occasionForm = () => withTranslations(import('@kk/shop-feature-occasion/create'), ['shop-occasion']);
const admin = () => withTranslations(import('@kk/shop-feature-admin'), ['shop-admin']);
const library = () => withTranslations(import('@kk/shop-feature-library'), ['shop-library', 'shop-common']);

const handle = (h: ShopFrameHandle) => h;

/**
 * Every shop route of the spec (§2). The frame and the home screen (schools, also every unknown
 * path) ship with the app: they are the first screen of nearly every visit, and one file of them
 * loads faster than the twenty-odd small chunks they would otherwise be (docs/performance.md). Every
 * other feature area is its own lazily loaded chunk, fetched with its translations (and at start, for
 * the page opened: `preloadPages` in main.tsx); the loading screen shows while one arrives.
 * Frame rules (`handle`, read by `ShopRoutes`): login has no header, profile-edit no footer; the
 * footer tab marked current is the route's `footerTab` (the frame's own `handle` says Home, so
 * the schools screen, its school pages and every unknown path mark Home; a child names its own
 * area, or `null` for none: cart, checkout, the error screen).
 * The home is prerendered (home.html: `eagerPage` makes it usable once the app has adopted it).
 * Guards are route elements: `RedirectIfLoggedIn` (login: a signed-in user goes home),
 * `RequireAuth` (a visitor goes to sign in and comes back after), `RequireAccountType`.
 *
 * Three areas (§2 "route wrappers"): home (customers and visitors, in the shop frame), admin (`ad`)
 * and library (`li`), each wrapped in its guard and an optional layout.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <ShopLayout />,
    handle: handle({ footerTab: 'home' }),
    children: [
      { index: true, element: eagerPage(SchoolsPage) },
      {
        element: <RedirectIfLoggedIn />,
        children: [
          {
            path: 'connexion',
            handle: handle({ header: false, footerTab: 'account' }),
            element: lazyPage(() => auth().then((m) => m.LoginPage)),
          },
        ],
      },
      {
        path: 'register',
        handle: handle({ back: true, footerTab: 'account' }),
        element: lazyPage(() => register().then((m) => m.RegisterPage)),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: 'profile',
            handle: handle({ footerTab: 'account' }),
            element: lazyPage(() => account().then((m) => m.ProfilePage)),
          },
          {
            path: 'profile-edit',
            handle: handle({ footer: false, back: true, footerTab: 'account' }),
            element: lazyPage(() => account().then((m) => m.ProfileEditPage)),
          },
          {
            path: 'orders',
            handle: handle({ back: true, footerTab: 'account' }),
            element: lazyPage(() => orders().then((m) => m.OrdersPage)),
          },
          {
            path: 'quotes',
            handle: handle({ footerTab: 'quotes' }),
            element: lazyPage(() => quotes().then((m) => m.QuotesPage)),
          },
          {
            path: 'quotes/:quote_id',
            handle: handle({ back: true, footerTab: 'quotes' }),
            element: lazyPage(() => quotes().then((m) => m.DemandeDetailPage)),
          },
          {
            path: 'responses/:response_id',
            handle: handle({ back: true, footerTab: 'quotes' }),
            element: lazyPage(() => quotes().then((m) => m.QuoteDetailPage)),
          },
          {
            path: 'my-books',
            handle: handle({ back: true, footerTab: 'occasion' }),
            element: lazyPage(() => occasion().then((m) => m.MyBooksPage)),
          },
          {
            path: 'shop-cart',
            handle: handle({ back: true, footerTab: null }),
            element: lazyPage(() => cart().then((m) => m.CartPage)),
          },
          {
            path: 'address-payments',
            handle: handle({ back: true, footerTab: null }),
            element: lazyPage(() => cart().then((m) => m.AddressPaymentsPage)),
          },
          {
            path: 'shop-cart-confirm/:address',
            handle: handle({ back: true, footerTab: null }),
            element: lazyPage(() => cart().then((m) => m.CartConfirmPage)),
          },
          {
            // Not in the spec: the confirmation after Confirm Checkout (issue 18), reached with replace.
            path: 'order-placed',
            handle: handle({ back: false, footerTab: null }),
            element: lazyPage(() => cart().then((m) => m.OrderPlacedPage)),
          },
        ],
      },
      {
        path: 'school/:school_id',
        handle: handle({ back: true }),
        element: lazyPage(() => school().then((m) => m.SchoolPage)),
      },
      {
        path: 'school/:school_id/levels',
        handle: handle({ back: true }),
        element: lazyPage(() => supplies().then((m) => m.SchoolLevelsPage)),
      },
      {
        path: 'occasion',
        handle: handle({ footerTab: 'occasion' }),
        element: lazyPage(() => occasion().then((m) => m.OccasionListPage)),
      },
      {
        path: 'occasion/:occasion_id',
        handle: handle({ back: true, footerTab: 'occasion' }),
        element: lazyPage(() => occasionDetail().then((m) => m.OccasionDetailPage)),
      },
      {
        path: 'create-occasion',
        handle: handle({ back: true, footerTab: 'occasion' }),
        element: lazyPage(() => occasionForm().then((m) => m.CreateOccasionPage)),
      },
      {
        path: 'ErrorPage',
        handle: handle({ header: false, footer: false, footerTab: null }),
        element: <ErrorPage />,
      },
      // §2: any unknown path also shows home (and marks Home, from the frame's handle).
      { path: '*', element: eagerPage(SchoolsPage) },
    ],
  },
  {
    path: '/admin',
    element: <RequireAccountType accountType="ad" />,
    children: [
      {
        element: lazyPage(() => admin().then((m) => m.AdminLayout)),
        children: [
          {
            // The area's navigation between its screens.
            element: lazyPage(() => admin().then((m) => m.AdminSection)),
            children: [
              {
                index: true,
                element: lazyPage(() => admin().then((m) => m.AdminDashboardPage)),
              },
              {
                path: 'dashboard',
                element: lazyPage(() => admin().then((m) => m.AdminDashboardPage)),
              },
              {
                path: 'ecoles-demandees',
                element: lazyPage(() => admin().then((m) => m.SchoolRequestsPage)),
              },
              {
                path: 'ecoles-demandees/:request_id',
                element: lazyPage(() => admin().then((m) => m.SchoolReviewPage)),
              },
              {
                path: 'ecoles',
                element: lazyPage(() => admin().then((m) => m.AdminSchoolsPage)),
              },
              {
                path: 'ecoles/:school_id',
                element: lazyPage(() => admin().then((m) => m.AdminSchoolPage)),
              },
              {
                path: 'packs',
                element: lazyPage(() => admin().then((m) => m.AdminPacksPage)),
              },
              {
                path: 'articles',
                element: lazyPage(() => admin().then((m) => m.AdminArticlesPage)),
              },
              {
                path: 'commandes',
                element: lazyPage(() => admin().then((m) => m.AdminOrdersPage)),
              },
              {
                path: 'occasions',
                element: lazyPage(() => admin().then((m) => m.AdminOccasionsPage)),
              },
              {
                path: 'types-articles',
                element: lazyPage(() => admin().then((m) => m.ArticleTypesPage)),
              },
            ],
          },
        ],
      },
    ],
  },
  {
    path: '/library',
    element: <RequireAccountType accountType="li" />,
    children: [
      {
        element: lazyPage(() => library().then((m) => m.LibraryLayout)),
        children: [
          {
            index: true,
            element: lazyPage(() => library().then((m) => m.LibraryDemandesPage)),
          },
          {
            path: 'demandes',
            element: lazyPage(() => library().then((m) => m.LibraryDemandesPage)),
          },
          {
            path: 'demandes/:demande_id',
            element: lazyPage(() => library().then((m) => m.LibraryDemandePage)),
          },
          {
            path: 'devis',
            element: lazyPage(() => library().then((m) => m.LibraryQuotesPage)),
          },
          {
            path: 'devis/:devis_id',
            element: lazyPage(() => library().then((m) => m.LibraryQuotePage)),
          },
          {
            path: 'commandes',
            element: lazyPage(() => library().then((m) => m.LibraryOrdersPage)),
          },
        ],
      },
    ],
  },
];

/**
 * The shop's screens for the current URL (inside the app's router): the route table above, framed
 * as each route's `handle` says, within the crash and loading boundaries of every app.
 */
export function AppRoutes() {
  return (
    <RouteBoundaries>
      <ShopRoutes routes={routes} />
    </RouteBoundaries>
  );
}

export { LibraryLayout } from './lib/library-layout/library-layout';
export { LibraryDemandesPage } from './lib/library-demandes/library-demandes-page';
export { LibraryDemandePage } from './lib/library-demande/library-demande-page';
export { LibraryQuotesPage } from './lib/library-quotes/library-quotes-page';
export { LibraryOrdersPage } from './lib/library-orders/library-orders-page';
export { LibraryQuotePage } from './lib/library-quote/library-quote-page';

export { QuotesPage } from './lib/quotes/quotes-page';
export { DemandeDetailPage } from './lib/demande-detail/demande-detail-page';
export { QuoteDetailPage } from './lib/quote-detail/quote-detail-page';

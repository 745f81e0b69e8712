export { QuotesPage } from './lib/quotes/quotes-page';
export { QuoteDetailPage } from './lib/quote-detail/quote-detail-page';
export { ResponseDetailPage } from './lib/response-detail/response-detail-page';

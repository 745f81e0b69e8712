// A book's detail (/occasion/{occasion_id}), with the seller's contact (libphonenumber-js).
export { OccasionDetailPage } from './lib/occasion-detail/occasion-detail-page';

// The lists (the market, the seller's own books). A book's detail and the listing form are entries
// of their own (`./detail`, `./create`: package.json), so the routes load each page's dependencies
// only with it (apps/shop/src/app/routes.tsx).
export { OccasionListPage } from './lib/occasion-list/occasion-list-page';
export { MyBooksPage } from './lib/my-books/my-books-page';

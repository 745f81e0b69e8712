export { OccasionListPage } from './lib/occasion-list/occasion-list-page';
export { OccasionDetailPage } from './lib/occasion-detail/occasion-detail-page';
export { MyBooksPage } from './lib/my-books/my-books-page';
export { CreateOccasionPage } from './lib/create-occasion/create-occasion-page';

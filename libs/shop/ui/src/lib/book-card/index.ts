export { BookCard, type BookCardProps } from './book-card';

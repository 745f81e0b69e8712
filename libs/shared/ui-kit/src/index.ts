/**
 * @kk/ui-kit: the design system of the shop and learning apps.
 * Importing anything from here also loads the bundled fonts (theme/fonts.ts is a declared side effect).
 */
export * from './lib/theme';
export * from './lib/locale';
export * from './lib/icons';
export * from './lib/visually-hidden';
export * from './lib/field';
export * from './lib/spinner';
export * from './lib/button';
export * from './lib/icon-button';
export * from './lib/link';
export * from './lib/text-field';
export * from './lib/password-field';
export * from './lib/phone-field';
export * from './lib/select';
export * from './lib/radio-group';
export * from './lib/checkbox';
export * from './lib/date-field';
export * from './lib/text-area';
export * from './lib/file-dropzone';
export * from './lib/image-uploader';
export * from './lib/quantity-stepper';
export * from './lib/search-box';
export * from './lib/view-toggle';
export * from './lib/price';
export * from './lib/avatar';
export * from './lib/badge';
export * from './lib/card';
export * from './lib/rating-stars';
export * from './lib/tabs';
export * from './lib/accordion';
export * from './lib/modal';
export * from './lib/toast';
export * from './lib/logo';
export * from './lib/skeleton';
export * from './lib/loading-screen';
export * from './lib/error-screen';
export * from './lib/empty-state';
export * from './lib/pagination';
export * from './lib/infinite-list';
export * from './lib/app-header';
export * from './lib/footer-tab-bar';
export * from './lib/language-switcher';
export * from './lib/form-field';
export * from './lib/charts';
export type { LinkComponentProps, PolymorphicProps } from './lib/utils/polymorphic';

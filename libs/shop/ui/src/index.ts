/**
 * @kk/shop-ui: presentational pieces shared by the shop's feature libs (no API, no session),
 * including the shop's cards built on the ui-kit (schools, packs, books, articles, orders).
 */
export * from './lib/shop-link';
export * from './lib/form-errors';
export * from './lib/address-form';
export * from './lib/contact-fields';
export * from './lib/address-list';
export * from './lib/success-popup';
export * from './lib/page-header';
export * from './lib/page-layout';
export * from './lib/area-frame';
export * from './lib/area-layout';
export * from './lib/section-loading';
export * from './lib/view-query';
export * from './lib/url-params';
export * from './lib/photo-rules';
export * from './lib/session-end-notice';
export * from './lib/order-status-badge';
export * from './lib/order-card';
export * from './lib/school-card';
export * from './lib/pack-card';
export * from './lib/book-card';
export * from './lib/article-row';
export * from './lib/distinct-names';
export * from './lib/order-lines';
export * from './lib/paged-list';
export * from './lib/phone';
export * from './lib/add-to-cart';
export * from './lib/stored-quantities';
export * from './lib/sticky-action-bar';

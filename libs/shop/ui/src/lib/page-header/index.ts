export { ShopPageHeader, SectionTitle, type ShopPageHeaderProps, type SectionTitleProps } from './page-header';

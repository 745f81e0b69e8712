export { Page, PageHeader, type PageHeaderProps, type PageProps } from './page';

export { Page, PageHeader, type PageHeaderProps, type PageProps } from './page';
export { useDocumentTitle } from './document-title';

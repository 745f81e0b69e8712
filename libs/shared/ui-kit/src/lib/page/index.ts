export { Page, PageHeader, type PageHeaderProps, type PageProps } from './page';
export {
  DocumentTitleProvider,
  useDocumentTitle,
  documentTitleOf,
  type DocumentTitleProviderProps,
} from './document-title';

import { useTranslation } from '@kk/i18n';
import { DataTable, Pagination, type DataTableProps } from '@kk/ui-kit';

/** Props of {@link PagedTable}: the table's, and its page. */
export interface PagedTableProps<Row> extends DataTableProps<Row> {
  /** The page shown (from 1). */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The name of the page navigation (e.g. 'Pages du catalogue'). */
  pagesLabel: string;
}

/**
 * One page of a long admin list (orders, articles): the table (cards on a phone), then the page
 * navigation when there is more than one page. Texts of the navigation: `shop-admin:common.*`.
 */
export function PagedTable<Row>({ page, pageCount, onPageChange, pagesLabel, ...table }: PagedTableProps<Row>) {
  const { t } = useTranslation('shop-admin');
  return (
    <>
      <DataTable {...table} />
      {pageCount > 1 && (
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={onPageChange}
          label={pagesLabel}
          previousLabel={t('common.previous')}
          nextLabel={t('common.next')}
          pageLabel={(n) => t('common.page', { page: n })}
        />
      )}
    </>
  );
}

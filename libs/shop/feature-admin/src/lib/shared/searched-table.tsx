import type { ReactNode } from 'react';
import { SEARCH_DELAY_MS } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { Button, DataTable, QueryState, SearchBox, type DataTableProps, type QueryStateQuery } from '@kk/ui-kit';
import { More, Toolbar } from '../school-requests/school-requests-page.styles';

/** Props of {@link SearchedTable}. */
export interface SearchedTableProps<Row> extends Omit<DataTableProps<Row>, 'rows'> {
  /** The search box: its name, its example text, and what it asks once the typing pauses. */
  search: { label: string; placeholder: string; onSearch: (term: string) => void };
  /** The rows loaded so far, with the list's state (`viewQuery` of `@kk/shop-ui`). */
  query: QueryStateQuery<Row[]>;
  errorMessage: string;
  loadingLabel: string;
  /** Nothing to list (the caller says why: no row yet, or none matching). */
  isEmpty: boolean;
  empty: ReactNode;
  /** Another page can be loaded; `loadMore` loads it (`loadingMore` meanwhile). */
  hasMore: boolean;
  loadMore: () => void;
  loadingMore: boolean;
}

/**
 * A searchable admin list loaded a page at a time (schools, school requests): the search box, the
 * list's loading, error and empty states, the table (cards on a phone, sortable when the caller
 * says so), and "Show more". Texts of the box and the button: `shop-admin:common.*`.
 */
export function SearchedTable<Row>({
  search,
  query,
  errorMessage,
  loadingLabel,
  isEmpty,
  empty,
  hasMore,
  loadMore,
  loadingMore,
  ...table
}: SearchedTableProps<Row>) {
  const { t } = useTranslation('shop-admin');
  return (
    <>
      <Toolbar>
        <SearchBox
          label={search.label}
          placeholder={search.placeholder}
          clearLabel={t('common.clearSearch')}
          delay={SEARCH_DELAY_MS}
          onSearch={search.onSearch}
        />
      </Toolbar>
      <QueryState
        query={query}
        errorMessage={errorMessage}
        loadingLabel={loadingLabel}
        isEmpty={() => isEmpty}
        empty={empty}
      >
        {(rows) => (
          <>
            <DataTable {...table} rows={rows} />
            {hasMore && (
              <More>
                <Button variant="secondary" onClick={loadMore} loading={loadingMore}>
                  {t('common.more')}
                </Button>
              </More>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}

import type { ReactNode } from 'react';
import { SEARCH_DELAY_MS } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { Button, DataTable, QueryState, SearchBox, type DataTableProps } from '@kk/ui-kit';
import { More, Toolbar } from '../school-requests/school-requests-page.styles';
import type { SearchedList } from './use-searched-list';

/** Props of {@link SearchedTable}. */
export interface SearchedTableProps<Row> extends Omit<DataTableProps<Row>, 'rows' | 'sort' | 'onSort'> {
  /** The list's view model (`useSearchedList`): its rows and state, search, order and next page. */
  list: SearchedList<Row>;
  /** The search box: its name and its example text. */
  search: { label: string; placeholder: string };
  errorMessage: string;
  loadingLabel: string;
  /** Shown when nothing is listed (the caller says why: no row yet, or none matching). */
  empty: ReactNode;
}

/**
 * A searchable admin list loaded a page at a time (schools, school requests): the search box, the
 * list's loading, error and empty states, the table (cards on a phone, sortable when the caller
 * says so), and "Show more". Texts of the box and the button: `shop-admin:common.*`.
 */
export function SearchedTable<Row>({
  list,
  search,
  errorMessage,
  loadingLabel,
  empty,
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
          onSearch={list.setSearch}
        />
      </Toolbar>
      <QueryState
        query={list.query}
        errorMessage={errorMessage}
        loadingLabel={loadingLabel}
        isEmpty={() => list.status === 'empty'}
        empty={empty}
      >
        {(rows) => (
          <>
            <DataTable {...table} rows={rows} sort={list.sort} onSort={list.toggleSort} />
            {list.hasMore && (
              <More>
                <Button variant="secondary" onClick={list.loadMore} loading={list.loadingMore}>
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

import { ORDER_STATUS, orderTotal, type Order, type OrderStatus } from '@kk/domain';
import { useFormatters, useTranslation } from '@kk/i18n';
import { OrderStatusBadge } from '@kk/shop-ui';
import { EmptyState, Page, Price, QueryState, SectionNote, Select, type DataTableColumn } from '@kk/ui-kit';
import { Toolbar } from '../school-requests/school-requests-page.styles';
import { PagedTable } from '../shared/paged-table';
import { statusLabel, STATUS_LABELS } from './order-status-labels';
import { useAdminOrders } from './use-admin-orders';

function useColumns(): DataTableColumn<Order>[] {
  const { t } = useTranslation('shop-admin');
  const { formatDate, formatNumber } = useFormatters();
  return [
    {
      id: 'number',
      sortable: true,
      header: t('orders.number'),
      cell: (o) => <bdi>{t('orders.numberOf', { n: formatNumber(o.id) })}</bdi>,
    },
    { id: 'date', sortable: true, header: t('orders.date'), cell: (o) => formatDate(o.created_date) },
    { id: 'library', header: t('orders.library'), cell: (o) => <bdi>{o.library?.name ?? t('orders.noLibrary')}</bdi> },
    {
      id: 'status',
      sortable: true,
      header: t('orders.statusColumn'),
      cell: (o) => <OrderStatusBadge status={o.status} label={t(statusLabel(o.status))} size="sm" />,
    },
    { id: 'articles', header: t('orders.articles'), align: 'end', cell: (o) => formatNumber(o.order_lines.length) },
    {
      id: 'total',
      sortable: true,
      header: t('orders.total'),
      align: 'end',
      cell: (o) => <Price amount={orderTotal(o)} size="sm" />,
    },
  ];
}

/**
 * `/admin/commandes` (`?statut=`): every placed order of the shop, newest first, 20 a page,
 * filtered by status (the dashboard's figures lead here with their status). Texts: `shop-admin:orders.*`.
 */
export function AdminOrdersPage() {
  const { t } = useTranslation('shop-admin');
  const vm = useAdminOrders();
  const columns = useColumns();
  return (
    <Page title={t('orders.title')} description={t('orders.description')}>
      <Toolbar>
        <Select
          label={t('orders.filter')}
          value={vm.status === null ? '' : String(vm.status)}
          onChange={(event) =>
            vm.setStatus(event.target.value === '' ? null : (Number(event.target.value) as OrderStatus))
          }
          options={[
            { value: '', label: t('orders.allStatuses') },
            ...Object.values(ORDER_STATUS).map((s) => ({ value: String(s), label: t(STATUS_LABELS[s]) })),
          ]}
        />
      </Toolbar>
      <QueryState
        query={vm.query}
        errorMessage={t('orders.loadError')}
        loadingLabel={t('orders.loading')}
        isEmpty={(orders) => orders.length === 0}
        empty={<EmptyState title={t('orders.empty')} description={t('orders.emptyHint')} />}
      >
        {(orders) => (
          <>
            <SectionNote role="status">{t('orders.count', { count: orders.length })}</SectionNote>
            <PagedTable
              caption={t('orders.caption')}
              columns={columns}
              rows={vm.pageItems}
              rowKey={(o) => o.id}
              page={vm.page}
              pageCount={vm.pageCount}
              onPageChange={vm.setPage}
              pagesLabel={t('orders.pages')}
              sort={vm.sort}
              onSort={vm.toggleSort}
            />
          </>
        )}
      </QueryState>
    </Page>
  );
}

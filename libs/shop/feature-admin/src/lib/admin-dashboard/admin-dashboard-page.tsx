import { Link as RouterLink } from 'react-router-dom';
import { type Dashboard, type OrderStatus, ORDER_STATUS } from '@kk/domain';
import { LOCALES, useFormatters, useTranslation, type TranslationKey } from '@kk/i18n';
import { ChartCard, Link, Page, QueryState, Skeleton } from '@kk/ui-kit';
import { ChartLinks, Charts, FigureLink, Figures } from './admin-dashboard-page.styles';
import { DASHBOARD_STATUSES, ordersCount, ordersOfStatus, useAdminDashboard } from './use-admin-dashboard';

/** The short name of each status under the orders chart's bars (four must fit a phone's width). */
const CHART_LABELS: Record<OrderStatus, TranslationKey> = {
  [ORDER_STATUS.pending]: 'shop-admin:dashboard.statusShort.pending',
  [ORDER_STATUS.onTheWay]: 'shop-admin:dashboard.statusShort.onTheWay',
  [ORDER_STATUS.delivered]: 'shop-admin:dashboard.statusShort.delivered',
  [ORDER_STATUS.canceled]: 'shop-admin:dashboard.statusShort.canceled',
};

/** The label of each order status's figure. */
const STATUS_FIGURES: Record<OrderStatus, TranslationKey> = {
  [ORDER_STATUS.pending]: 'shop-admin:dashboard.ordersPending',
  [ORDER_STATUS.onTheWay]: 'shop-admin:dashboard.ordersOnTheWay',
  [ORDER_STATUS.delivered]: 'shop-admin:dashboard.ordersDelivered',
  [ORDER_STATUS.canceled]: 'shop-admin:dashboard.ordersCanceled',
};

/** A figure of the dashboard, a link to its list. */
function Figure({ to, value, label, attention }: { to: string; value: string; label: string; attention?: boolean }) {
  return (
    <li>
      <FigureLink as={RouterLink} to={to} $attention={attention}>
        <strong>
          <bdi>{value}</bdi>
        </strong>
        <span>{label}</span>
      </FigureLink>
    </li>
  );
}

function Content({ data, vm }: { data: Dashboard; vm: ReturnType<typeof useAdminDashboard> }) {
  const { t } = useTranslation('shop-admin');
  const { language, formatNumber } = useFormatters();
  const locale = LOCALES[language];
  const monthName = new Intl.DateTimeFormat(`${locale}-u-nu-latn`, { month: 'short', year: '2-digit' });
  const month = (m: string) => monthName.format(new Date(`${m}-15T12:00:00`));
  const chart = { locale, loadingLabel: t('dashboard.chartLoading') } as const;
  return (
    <>
      <Figures aria-label={t('dashboard.figures')}>
        <Figure
          to="/admin/ecoles-demandees"
          value={formatNumber(data.pending_schools)}
          label={t('dashboard.pendingSchools')}
          attention={data.pending_schools > 0}
        />
        {DASHBOARD_STATUSES.map((status) => (
          <Figure
            key={status}
            to={ordersOfStatus(status)}
            value={formatNumber(ordersCount(data, status))}
            label={t(STATUS_FIGURES[status])}
            attention={status === ORDER_STATUS.pending && ordersCount(data, status) > 0}
          />
        ))}
        {data.occasions_pending !== undefined && (
          <Figure
            to="/admin/occasions"
            value={formatNumber(data.occasions_pending)}
            label={t('dashboard.pendingOccasions')}
            attention={data.occasions_pending > 0}
          />
        )}
      </Figures>
      <Charts>
        <ChartCard
          {...chart}
          title={t('dashboard.ordersByStatus')}
          categoryLabel={t('dashboard.status')}
          data={DASHBOARD_STATUSES.map((status) => ({
            status: t(CHART_LABELS[status]),
            orders: ordersCount(data, status),
          }))}
          xKey="status"
          series={[{ key: 'orders', label: t('dashboard.orders') }]}
        >
          <ChartLinks>
            <Link as={RouterLink} to="/admin/commandes" variant="standalone">
              {t('dashboard.allOrders', { count: vm.totalOrders })}
            </Link>
          </ChartLinks>
        </ChartCard>
        <ChartCard
          {...chart}
          kind="line"
          title={t('dashboard.activity')}
          categoryLabel={t('dashboard.month')}
          data={vm.activity.map((m) => ({ month: month(m.month), demandes: m.demandes, devis: m.devis }))}
          xKey="month"
          series={[
            { key: 'demandes', label: t('dashboard.demandes') },
            { key: 'devis', label: t('dashboard.devis') },
          ]}
        />
        <ChartCard
          {...chart}
          title={t('dashboard.revenue')}
          note={t('dashboard.revenueNote')}
          categoryLabel={t('dashboard.month')}
          data={data.revenue_by_month.map((m) => ({
            month: month(m.month),
            delivered: m.delivered,
            in_progress: m.in_progress,
          }))}
          xKey="month"
          series={[
            { key: 'delivered', label: t('dashboard.delivered') },
            { key: 'in_progress', label: t('dashboard.inProgress') },
          ]}
          // The title says Dhs: the axis keeps short numbers.
          formatValue={(value) => formatNumber(value)}
        >
          <ChartLinks>
            <Link as={RouterLink} to={ordersOfStatus(ORDER_STATUS.delivered)} variant="standalone">
              {t('dashboard.deliveredOrders')}
            </Link>
            <Link as={RouterLink} to={ordersOfStatus(ORDER_STATUS.pending)} variant="standalone">
              {t('dashboard.pendingOrders')}
            </Link>
          </ChartLinks>
        </ChartCard>
      </Charts>
    </>
  );
}

/**
 * `/admin` and `/admin/dashboard`: the shop at a glance for the administrator. Figures that lead to
 * their lists (schools to review, orders of each status), and charts: orders by status, requests
 * and quotes per month, revenue in Dhs per month (delivered orders apart from those pending or on
 * the way). Texts: `shop-admin:dashboard.*`.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation('shop-admin');
  const vm = useAdminDashboard();
  return (
    <Page title={t('title')} description={t('dashboard.description')}>
      <QueryState
        query={vm.query}
        errorMessage={t('dashboard.loadError')}
        loadingLabel={t('dashboard.loading')}
        loading={<Skeleton height="8rem" />}
      >
        {(data) => <Content data={data} vm={vm} />}
      </QueryState>
    </Page>
  );
}

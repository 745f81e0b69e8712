import { useId, useState } from 'react';
import type { NotificationKind } from '@kk/domain';
import { type TranslationKey, useFormatters, useTranslation } from '@kk/i18n';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  EmptyState,
  InfoIcon,
  Page,
  QueryState,
  Row,
  RowBody,
  RowList,
  RowMeta,
  SectionCard,
  SectionTitle,
  useErrorDescription,
} from '@kk/ui-kit';
import { AlertLink, AlertTitle } from './alerts-page.styles';
import { type AlertGroup, type AlertGroupId, useAlerts } from './use-alerts';
import { useDeviceAlerts } from './use-device-alerts';

/** The heading of each group. */
const GROUP_TITLES: Record<AlertGroupId, TranslationKey> = {
  today: 'learning-alerts:alerts.groups.today',
  week: 'learning-alerts:alerts.groups.week',
  older: 'learning-alerts:alerts.groups.older',
};

/** What an alert says, by kind (naming the child). */
const KIND_TITLES: Record<NotificationKind, TranslationKey> = {
  absence: 'learning-alerts:alerts.kinds.absence',
  delay: 'learning-alerts:alerts.kinds.delay',
  grade: 'learning-alerts:alerts.kinds.grade',
  homework_due: 'learning-alerts:alerts.kinds.homework_due',
  friend_request: 'learning-alerts:alerts.kinds.friend_request',
};

/**
 * The parent's notification centre `/parent/alertes`: the children's absences, delays, grades,
 * homework due tomorrow and friend requests to approve, newest first, grouped (today, this week,
 * older); unread ones say "Nouveau"; each names the child and opens the child's page it is about
 * (and is then read). "Tout marquer comme lu"; the device switch for system notifications.
 */
export function AlertsPage() {
  const { t } = useTranslation('learning-alerts');
  const { query, unread, markRead, markAllRead, markingAll } = useAlerts();
  const [failure, setFailure] = useState<unknown>(null);
  const cause = useErrorDescription(failure ?? undefined);

  const markAll = async () => {
    setFailure(null);
    try {
      await markAllRead();
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <Page
      title={t('alerts.title')}
      description={t('alerts.intro')}
      actions={
        <Button variant="secondary" size="sm" onClick={markAll} loading={markingAll} disabled={unread === 0}>
          {t('alerts.markAll')}
        </Button>
      }
    >
      {failure !== null && (
        <Alert tone="danger">{cause ? `${t('alerts.markAllFailed')} ${cause}` : t('alerts.markAllFailed')}</Alert>
      )}
      <QueryState
        query={query}
        errorMessage={t('alerts.loadError')}
        isEmpty={(groups) => groups.length === 0}
        empty={<EmptyState icon={<InfoIcon />} title={t('alerts.empty')} description={t('alerts.emptyHint')} />}
      >
        {(groups) => (
          <>
            {groups.map((group) => (
              <AlertGroupSection key={group.id} group={group} onOpen={markRead} />
            ))}
          </>
        )}
      </QueryState>
      <DeviceAlertsSection />
    </Page>
  );
}

/** One group of alerts (today, this week, older), a titled list. */
function AlertGroupSection({
  group,
  onOpen,
}: {
  group: AlertGroup;
  onOpen: (alert: AlertGroup['alerts'][number]['alert']) => void;
}) {
  const { t } = useTranslation('learning-alerts');
  const { formatDate } = useFormatters();
  const titleId = useId();
  return (
    <SectionCard aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t(GROUP_TITLES[group.id])}</SectionTitle>
      <RowList aria-labelledby={titleId}>
        {group.alerts.map(({ alert, to }) => (
          <Row key={alert.id}>
            <AlertLink to={to} onClick={() => onOpen(alert)} data-read={alert.read}>
              <RowBody>
                <AlertTitle $unread={!alert.read}>{t(KIND_TITLES[alert.kind], { name: alert.child_name })}</AlertTitle>
                <RowMeta>
                  {alert.detail ? (
                    <>
                      <bdi>{alert.detail}</bdi>
                      {' · '}
                    </>
                  ) : null}
                  {formatDate(alert.date, 'long')}
                </RowMeta>
              </RowBody>
              {!alert.read && (
                <Badge tone="info" size="sm">
                  {t('alerts.new')}
                </Badge>
              )}
            </AlertLink>
          </Row>
        ))}
      </RowList>
    </SectionCard>
  );
}

/** "Recevoir les alertes sur cet appareil": asks the browser only on the parent's click. */
function DeviceAlertsSection() {
  const { t } = useTranslation('learning-alerts');
  const titleId = useId();
  const { state, toggle, asking } = useDeviceAlerts();
  const blocked = state === 'unsupported' || state === 'denied';
  return (
    <SectionCard aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('device.title')}</SectionTitle>
      <Checkbox
        label={t('device.switch')}
        hint={t('device.hint')}
        checked={state === 'on'}
        disabled={blocked || asking}
        onChange={() => void toggle()}
      />
      {blocked && <Alert tone="info">{t(state === 'unsupported' ? 'device.unsupported' : 'device.denied')}</Alert>}
    </SectionCard>
  );
}

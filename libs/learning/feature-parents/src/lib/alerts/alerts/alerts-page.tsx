import { useState } from 'react';
import { useTranslation } from '@kk/i18n';
import { Alert, Button, EmptyState, InfoIcon, Page, QueryState, useErrorDescription } from '@kk/ui-kit';
import { AlertGroupSection } from './alert-group-section';
import { DeviceAlertsSection } from './device-alerts-section';
import { useAlerts } from './use-alerts';

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

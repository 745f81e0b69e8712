import { useId } from 'react';
import type { NotificationKind, ParentNotification } from '@kk/domain';
import { type TranslationKey, useFormatters, useTranslation } from '@kk/i18n';
import { Badge, Row, RowBody, RowList, RowMeta, SectionCard, SectionTitle } from '@kk/ui-kit';
import { AlertLink, AlertTitle } from './alerts-page.styles';
import type { AlertGroup, AlertGroupId } from './use-alerts';

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

/** One group of alerts (today, this week, older), a titled list. */
export function AlertGroupSection({
  group,
  onOpen,
}: {
  group: AlertGroup;
  onOpen: (alert: ParentNotification) => void;
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

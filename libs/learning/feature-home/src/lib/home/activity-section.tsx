import { useId } from 'react';
import { useGetActivitiesQuery } from '@kk/api-clients';
import { useFormatters, useTranslation } from '@kk/i18n';
import { Badge, BookIcon, EmptyState } from '@kk/ui-kit';
import { Row, RowBody, RowList, RowMeta, RowTitle, SectionCard, SectionTitle } from '../shared/page.styles';
import { SectionError, SectionSkeleton } from '../shared/section-states';
import { ACTIVITY_TYPE_LABELS } from './labels';

/** Most entries the dashboard shows: the feed is a glance, not a history. */
export const RECENT_ACTIVITY_LIMIT = 6;

/** "Activité récente": what the learner (or a parent's children) did last, newest first. */
export function ActivitySection() {
  const { t } = useTranslation('learning-home');
  const { formatDate } = useFormatters();
  const titleId = useId();
  const { data: activities, isLoading, isError, refetch } = useGetActivitiesQuery();
  return (
    <SectionCard aria-labelledby={titleId} aria-busy={isLoading}>
      <SectionTitle id={titleId}>{t('activity.title')}</SectionTitle>
      {isLoading ? (
        <SectionSkeleton />
      ) : isError || !activities ? (
        <SectionError message={t('activity.error')} onRetry={() => void refetch()} />
      ) : activities.length === 0 ? (
        <EmptyState
          icon={<BookIcon />}
          title={t('activity.empty')}
          description={t('activity.emptyHint')}
          headingLevel={3}
        />
      ) : (
        <RowList aria-labelledby={titleId}>
          {activities.slice(0, RECENT_ACTIVITY_LIMIT).map((activity) => (
            <Row key={activity.id}>
              <RowBody>
                <RowTitle>{activity.title}</RowTitle>
                <RowMeta>
                  {t(ACTIVITY_TYPE_LABELS[activity.type])} · {formatDate(activity.date)}
                  {activity.score !== null && (
                    <>
                      {' · '}
                      <bdi>{t('activity.score', { score: activity.score })}</bdi>
                    </>
                  )}
                </RowMeta>
              </RowBody>
              <Badge tone={activity.completed ? 'success' : 'warning'} size="sm">
                {activity.completed ? t('activity.completed') : t('activity.todo')}
              </Badge>
            </Row>
          ))}
        </RowList>
      )}
    </SectionCard>
  );
}

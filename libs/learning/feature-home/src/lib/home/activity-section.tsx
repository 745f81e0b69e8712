import { Link as RouterLink } from 'react-router-dom';
import { useFormatters, useTranslation } from '@kk/i18n';
import {
  Badge,
  BookIcon,
  DetailLine,
  EmptyState,
  Link,
  QuerySection,
  Row,
  RowBody,
  RowList,
  RowMeta,
  RowTitle,
} from '@kk/ui-kit';
import { ACTIVITY_TYPE_LABELS } from './labels';
import { activityPath } from './paths';
import { useActivity } from './use-home';

/**
 * "Activité récente": what the learner (or a parent's children) did last, newest first; each opens
 * its exercise, exam, challenge or the course of its subject.
 */
export function ActivitySection() {
  const { t } = useTranslation('learning-home');
  const { formatDate } = useFormatters();
  const activities = useActivity();
  return (
    <QuerySection
      title={t('activity.title')}
      query={activities}
      errorMessage={t('activity.error')}
      deferContent
      isEmpty={(list) => list.length === 0}
      empty={
        <EmptyState
          icon={<BookIcon />}
          title={t('activity.empty')}
          description={t('activity.emptyHint')}
          headingLevel={3}
        />
      }
    >
      {(list, titleId) => (
        <RowList aria-labelledby={titleId}>
          {list.map((activity) => (
            <Row key={activity.id}>
              <RowBody>
                <RowTitle>
                  <Link as={RouterLink} to={activityPath(activity)}>
                    {activity.title}
                  </Link>
                </RowTitle>
                <RowMeta>
                  <DetailLine
                    parts={[
                      t(ACTIVITY_TYPE_LABELS[activity.type]),
                      formatDate(activity.date),
                      activity.score !== null ? t('activity.score', { score: activity.score }) : null,
                    ]}
                  />
                </RowMeta>
              </RowBody>
              <Badge tone={activity.completed ? 'success' : 'warning'} size="sm">
                {activity.completed ? t('activity.completed') : t('activity.todo')}
              </Badge>
            </Row>
          ))}
        </RowList>
      )}
    </QuerySection>
  );
}

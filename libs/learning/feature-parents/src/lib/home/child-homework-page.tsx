import { useFormatters, useTranslation } from '@kk/i18n';
import { Badge, CheckIcon, EmptyState, QuerySection, Row, RowBody, RowList, RowMeta, RowTitle } from '@kk/ui-kit';
import { ChildPage, type PageChild } from './child-page';
import { homeworkState } from './child-data';
import { HOMEWORK_STATE_LABELS, HOMEWORK_STATE_TONES } from './labels';
import { useChildTasks } from './use-child-data';

function Homework({ id, child }: PageChild) {
  const { t } = useTranslation('learning-parents');
  const { formatDate } = useFormatters();
  const tasks = useChildTasks(id, child?.current_level);
  const now = new Date();
  return (
    <QuerySection
      title={t('homework.title')}
      note={
        tasks.data &&
        t('homework.count', { done: tasks.data.filter((task) => task.validated).length, total: tasks.data.length })
      }
      query={tasks}
      errorMessage={t('homework.error')}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState icon={<CheckIcon />} title={t('homework.empty')} headingLevel={3} />}
    >
      {(list, titleId) => (
        <RowList aria-labelledby={titleId}>
          {list.map((task) => {
            const state = homeworkState(task, now);
            return (
              <Row key={task.id} data-state={state}>
                <RowBody>
                  <RowTitle>{task.title}</RowTitle>
                  <RowMeta>
                    {t('homework.due', { date: formatDate(task.due_date), subject: task.subject_name })}
                  </RowMeta>
                  {task.description && <RowMeta>{task.description}</RowMeta>}
                </RowBody>
                <Badge tone={HOMEWORK_STATE_TONES[state]} size="sm">
                  {t(HOMEWORK_STATE_LABELS[state])}
                </Badge>
              </Row>
            );
          })}
        </RowList>
      )}
    </QuerySection>
  );
}

/** `/parent/enfants/:childId/devoirs`: the child's homework (not the parent's), by due date, with its state. */
export function ChildHomeworkPage() {
  const { t } = useTranslation('learning-parents');
  return <ChildPage title={(name) => t('homework.pageTitle', { name })}>{(page) => <Homework {...page} />}</ChildPage>;
}

import { useId, useMemo } from 'react';
import { useGetTasksQuery } from '@kk/api-clients';
import { useFormatters, useTranslation } from '@kk/i18n';
import { Checkbox, EmptyState, CheckIcon } from '@kk/ui-kit';
import { InlineError, Row, RowList, SectionCard, SectionHead, SectionNote, SectionTitle } from '../shared/page.styles';
import { SectionError, SectionSkeleton } from '../shared/section-states';
import { useTaskToggle } from './use-task-toggle';

/** Props of {@link TasksSection}. */
export interface TasksSectionProps {
  /** The student whose homework it is (`{a}` of GET /api/tasks/{a}/{b}/). */
  studentId: number;
  /** Their current level (`{b}`), or null while none is chosen. */
  levelId: number | null;
}

/**
 * "Mes devoirs": the student's homework of their level, each with a checkbox that marks it done
 * (optimistic `toggle_validate`; a failure puts the box back and says so), and how many are done.
 */
export function TasksSection({ studentId, levelId }: TasksSectionProps) {
  const { t } = useTranslation('learning-home');
  const titleId = useId();
  return (
    <SectionCard aria-labelledby={titleId}>
      {levelId === null ? (
        <>
          <SectionTitle id={titleId}>{t('tasks.title')}</SectionTitle>
          <SectionNote>{t('tasks.noLevel')}</SectionNote>
        </>
      ) : (
        <TasksOfLevel titleId={titleId} studentId={studentId} levelId={levelId} />
      )}
    </SectionCard>
  );
}

function TasksOfLevel({ titleId, studentId, levelId }: { titleId: string; studentId: number; levelId: number }) {
  const { t } = useTranslation('learning-home');
  const { formatDate } = useFormatters();
  const args = useMemo(() => ({ a: studentId, b: levelId }), [studentId, levelId]);
  const { data: tasks, isLoading, isError, refetch } = useGetTasksQuery(args);
  const { toggle, failedTask, pendingIds } = useTaskToggle(args);
  const done = tasks?.filter((task) => task.validated).length ?? 0;

  return (
    <>
      <SectionHead>
        <SectionTitle id={titleId}>{t('tasks.title')}</SectionTitle>
        {tasks && tasks.length > 0 && <SectionNote>{t('tasks.progress', { done, total: tasks.length })}</SectionNote>}
      </SectionHead>
      <div aria-busy={isLoading}>
        {isLoading ? (
          <SectionSkeleton />
        ) : isError || !tasks ? (
          <SectionError message={t('tasks.error')} onRetry={() => void refetch()} />
        ) : tasks.length === 0 ? (
          <EmptyState
            icon={<CheckIcon />}
            title={t('tasks.empty')}
            description={t('tasks.emptyHint')}
            headingLevel={3}
          />
        ) : (
          <RowList aria-labelledby={titleId}>
            {tasks.map((task) => (
              <Row key={task.id} aria-busy={pendingIds.has(task.id)}>
                <Checkbox
                  label={task.title}
                  hint={`${t('tasks.due', { date: formatDate(task.due_date) })} · ${t('tasks.from', {
                    subject: task.subject_name,
                    professor: task.professor_name,
                  })}`}
                  checked={task.validated}
                  onChange={() => {
                    if (!pendingIds.has(task.id)) void toggle(task);
                  }}
                />
              </Row>
            ))}
          </RowList>
        )}
      </div>
      {failedTask && (
        <InlineError role="alert">
          <p>{t('tasks.toggleFailed', { title: failedTask.title })}</p>
        </InlineError>
      )}
    </>
  );
}

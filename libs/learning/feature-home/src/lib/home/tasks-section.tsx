import { useId } from 'react';
import { useFormatters, useTranslation } from '@kk/i18n';
import {
  Alert,
  Badge,
  Checkbox,
  CheckIcon,
  DetailLine,
  EmptyState,
  QueryState,
  Row,
  RowBody,
  RowList,
  SectionCard,
  SectionHead,
  SectionNote,
  SectionTitle,
  Skeleton,
  useErrorDescription,
} from '@kk/ui-kit';
import { useSubjectName } from '../shared/reference-names';
import { TASK_TIMING_LABELS, TASK_TIMING_TONES } from './labels';
import { useTasks } from './use-home';

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
 * Against today, one not done says "En retard" once its day has passed, else "Pour aujourd'hui" or
 * "Pour demain".
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
  const nameOfSubject = useSubjectName();
  const { query, done, toggle, timingOf, failedTask, failureError, pendingIds } = useTasks(studentId, levelId);
  const cause = useErrorDescription(failedTask ? failureError : undefined);
  const total = query.data?.length ?? 0;

  return (
    <>
      <SectionHead>
        <SectionTitle id={titleId}>{t('tasks.title')}</SectionTitle>
        {total > 0 && <SectionNote>{t('tasks.progress', { done, total })}</SectionNote>}
      </SectionHead>
      <QueryState
        query={query}
        errorMessage={t('tasks.error')}
        deferContent
        // Rows the size of a homework's (title, then due date, subject and teacher): on a phone the
        // exams start below the screen, rather than in view and then pushed away by the list.
        loading={<Skeleton variant="rect" height="7rem" count={3} />}
        isEmpty={(tasks) => tasks.length === 0}
        empty={
          <EmptyState
            icon={<CheckIcon />}
            title={t('tasks.empty')}
            description={t('tasks.emptyHint')}
            headingLevel={3}
          />
        }
      >
        {(tasks) => (
          <RowList aria-labelledby={titleId}>
            {tasks.map((task) => {
              const timing = timingOf(task);
              const label = TASK_TIMING_LABELS[timing];
              return (
                <Row key={task.id} aria-busy={pendingIds.has(task.id)} data-timing={timing}>
                  <RowBody>
                    <Checkbox
                      label={task.title}
                      hint={
                        <DetailLine
                          parts={[
                            t('tasks.due', { date: formatDate(task.due_date) }),
                            nameOfSubject(task.subject_id, task.subject_name),
                            task.professor_name,
                          ]}
                        />
                      }
                      checked={task.validated}
                      onChange={() => toggle(task)}
                    />
                  </RowBody>
                  {label && (
                    <Badge tone={TASK_TIMING_TONES[timing]} size="sm">
                      {t(label)}
                    </Badge>
                  )}
                </Row>
              );
            })}
          </RowList>
        )}
      </QueryState>
      {failedTask && (
        <Alert tone="danger">
          {t('tasks.toggleFailed', { title: failedTask.title })}
          {cause ? ` ${cause}` : null}
        </Alert>
      )}
    </>
  );
}

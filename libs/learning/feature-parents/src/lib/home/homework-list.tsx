import type { ReactNode } from 'react';
import { useTranslation } from '@kk/i18n';
import { CheckIcon, RowList } from '@kk/ui-kit';
import { ListSection } from './list-section';
import { HomeworkRow } from './rows';
import { useChildTasks } from './use-child-data';

/** Props of {@link HomeworkList}. */
export interface HomeworkListProps {
  childId: number;
  levelId: number | null | undefined;
  /** Only the first ones (the home). */
  limit?: number;
  /** Each homework's description too (the homework page). */
  detailed?: boolean;
  /** Under the list: a link to the whole list. */
  more?: ReactNode;
}

/** The child's homework by due date, each with its state (à faire, fait, en retard), and how many are done. */
export function HomeworkList({ childId, levelId, limit, detailed = false, more }: HomeworkListProps) {
  const { t } = useTranslation('learning-parents');
  const tasks = useChildTasks(childId, levelId);
  const now = new Date();
  return (
    <ListSection
      title={t('homework.title')}
      note={
        tasks.data &&
        t('homework.count', { done: tasks.data.filter((task) => task.validated).length, total: tasks.data.length })
      }
      query={tasks}
      error={t('homework.error')}
      empty={t('homework.empty')}
      icon={<CheckIcon />}
    >
      {(list, titleId) => (
        <>
          <RowList aria-labelledby={titleId}>
            {list.slice(0, limit).map((task) => (
              <HomeworkRow key={task.id} task={task} now={now} detailed={detailed} />
            ))}
          </RowList>
          {more}
        </>
      )}
    </ListSection>
  );
}

import { useTranslation } from '@kk/i18n';
import { ChildPage } from './child-page';
import { HomeworkList } from './homework-list';

/** `/parent/enfants/:childId/devoirs`: the child's homework (not the parent's), by due date, with its state. */
export function ChildHomeworkPage() {
  const { t } = useTranslation('learning-parents');
  return (
    <ChildPage title={(name) => t('homework.pageTitle', { name })}>
      {({ id, child }) => <HomeworkList childId={id} levelId={child?.current_level} detailed />}
    </ChildPage>
  );
}

import { Link as RouterLink } from 'react-router-dom';
import type { ParentChild } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { Alert, ButtonLink, EmptyState, Link, Page, QueryState, UserIcon } from '@kk/ui-kit';
import { ChildSwitcher } from './child-switcher';
import {
  AbsencesSection,
  ActivitySection,
  AttentionSection,
  ExamsSection,
  GradesSection,
  HomeworkSection,
  ProgressSection,
  TodaySection,
} from './home-sections';
import { Columns, LinkBar } from './home.styles';
import { ALERTS_PATH, CHILDREN_PATH, childPath, NEW_CHILD_PATH } from './paths';
import { useParentHome } from './use-parent-home';

/** The chosen child's sections: what needs attention first, then today, homework, grades, attendance, activity, progress. */
function ChildOverview({ child, linked }: { child: ParentChild; linked: boolean }) {
  const { t } = useTranslation('learning-parents');
  return (
    <>
      {!linked && (
        <Alert tone="info">
          {t('home.notLinked', { name: child.first_name })}{' '}
          <Link as={RouterLink} to={childPath(child.id, 'modifier')}>
            {t('home.linkSchool')}
          </Link>
        </Alert>
      )}
      <AttentionSection child={child} />
      <Columns>
        {linked && <TodaySection child={child} />}
        <HomeworkSection child={child} />
        {linked && <GradesSection child={child} />}
        <ExamsSection child={child} />
        {linked && <AbsencesSection child={child} />}
        <ProgressSection child={child} />
      </Columns>
      <ActivitySection child={child} />
    </>
  );
}

/**
 * The parent's home `/parent`: one child at a time (the switcher keeps the choice across reloads;
 * `?enfant=<id>` chooses), what needs attention first, then the child's day, homework, grades,
 * exams, attendance, progress and activity; each section loads and fails on its own. Without a
 * child, an invitation to register one.
 */
export function ParentHomePage() {
  const { t } = useTranslation('learning-parents');
  const { list, children, child, choose, linked } = useParentHome();
  return (
    <Page
      title={t('home.title')}
      description={t('home.intro')}
      actions={
        <LinkBar aria-label={t('home.places')}>
          <ButtonLink as={RouterLink} to={CHILDREN_PATH} variant="secondary" size="sm">
            {t('home.manage')}
          </ButtonLink>
          <ButtonLink as={RouterLink} to={ALERTS_PATH} variant="secondary" size="sm">
            {t('home.alerts')}
          </ButtonLink>
        </LinkBar>
      }
    >
      <QueryState
        query={list}
        errorMessage={t('home.childrenError')}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            icon={<UserIcon />}
            title={t('home.noChildren')}
            description={t('home.noChildrenHint')}
            action={
              <ButtonLink as={RouterLink} to={NEW_CHILD_PATH}>
                {t('home.addChild')}
              </ButtonLink>
            }
          />
        }
      >
        {() =>
          child && (
            <>
              <ChildSwitcher list={children} chosenId={child.id} onChoose={choose} />
              <ChildOverview key={child.id} child={child} linked={linked} />
            </>
          )
        }
      </QueryState>
    </Page>
  );
}

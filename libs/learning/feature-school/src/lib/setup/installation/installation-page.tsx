import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '@kk/i18n';
import {
  Alert,
  Badge,
  Button,
  ButtonLink,
  Page,
  Row,
  RowBody,
  RowList,
  RowTitle,
  SectionCard,
  SectionNote,
  SectionTitle,
} from '@kk/ui-kit';
import { useAdminHome } from '../admin-home/use-admin-home';
import { CalendarSection } from '../calendar';
import { ClassesSection, LevelsTaughtSection } from '../classes';
import { ClassroomsSection } from '../classrooms';
import { ScholarYearsSection } from '../scholar-years';
import { SubjectsSection } from '../subjects';
import { StepButtons, StepNames } from './installation-page.styles';
import { SchoolStep } from './school-step';
import { INSTALL_STEPS, useInstallation, type InstallStep } from './use-installation';
import { INSTALL_STEP_LABELS, SETUP_STEP_LABELS } from '../shared/labels';

/** Where the students are imported (the students area's page). */
const STUDENTS_IMPORT_PATH = '/ecole/eleves/import';

/** What a step shows: the structure pages' own sections. */
function StepContent({ step, vm }: { step: InstallStep; vm: ReturnType<typeof useInstallation> }) {
  const { t } = useTranslation('learning-school');
  switch (step) {
    case 'school':
      return <SchoolStep vm={vm} />;
    case 'years':
      return <ScholarYearsSection />;
    case 'levels':
      return <LevelsTaughtSection />;
    case 'classes':
      return <ClassesSection levels={false} />;
    case 'subjects':
      return <SubjectsSection />;
    case 'rooms':
      return <ClassroomsSection />;
    case 'calendar':
      return <CalendarSection />;
    case 'students':
      return (
        <SectionCard>
          <SectionNote>{t('install.studentsIntro')}</SectionNote>
          <ButtonLink as={RouterLink} to={STUDENTS_IMPORT_PATH} variant="secondary">
            {t('install.studentsImport')}
          </ButtonLink>
        </SectionCard>
      );
  }
}

/** The end: what is done and what is left, and the way home. */
function Summary() {
  const { t } = useTranslation('learning-school');
  const home = useAdminHome();
  return (
    <SectionCard aria-label={t('install.summaryTitle')}>
      <Alert tone="success" title={t('install.summaryTitle')}>
        {t('install.summaryText')}
      </Alert>
      <RowList aria-label={t('install.summaryTitle')}>
        {home.checklist.map((item) => (
          <Row key={item.step}>
            <RowBody>
              <RowTitle>{t(SETUP_STEP_LABELS[item.step])}</RowTitle>
            </RowBody>
            <Badge tone={item.done ? 'success' : 'warning'}>{item.done ? t('home.done') : t('home.todo')}</Badge>
          </Row>
        ))}
      </RowList>
      <ButtonLink as={RouterLink} to="/ecole">
        {t('install.home')}
      </ButtonLink>
    </SectionCard>
  );
}

/**
 * `/ecole/installation`, the guided first run: "Étape n sur 8" with the step names, each step
 * showing the structure pages' own lists and forms (school, scholar years, levels, classes,
 * subjects, classrooms and types, holidays and events, students → the import), Previous / Next
 * (a step may be skipped), the step kept in `?etape=`; the end says what is done and links home.
 * Texts: `learning-school:install.*`.
 */
export function InstallationPage() {
  const { t } = useTranslation('learning-school');
  const vm = useInstallation();
  const total = INSTALL_STEPS.length;
  const last = vm.index === total - 1;
  // Every step after the school needs one: without it, Next stays on the school step.
  const blocked = vm.step === 'school' && !vm.school;

  return (
    <Page
      title={t('install.title')}
      description={vm.finished ? undefined : t('install.progress', { n: vm.index + 1, total })}
    >
      {vm.finished ? (
        <Summary />
      ) : (
        <>
          <nav aria-label={t('install.stepsLabel')}>
            <StepNames>
              {INSTALL_STEPS.map((step, i) => (
                <li key={step} aria-current={i === vm.index ? 'step' : undefined}>
                  {i + 1}. {t(INSTALL_STEP_LABELS[step])}
                </li>
              ))}
            </StepNames>
          </nav>
          <SectionTitle>{t(INSTALL_STEP_LABELS[vm.step])}</SectionTitle>
          <StepContent step={vm.step} vm={vm} />
          <StepButtons>
            <Button variant="secondary" disabled={vm.index === 0} onClick={() => vm.go(vm.index - 1)}>
              {t('install.previous')}
            </Button>
            <Button disabled={blocked} onClick={() => vm.go(last ? 'end' : vm.index + 1)}>
              {last ? t('install.finish') : t('install.next')}
            </Button>
          </StepButtons>
        </>
      )}
    </Page>
  );
}

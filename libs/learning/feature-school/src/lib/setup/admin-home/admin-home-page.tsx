import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useFormatters, useTranslation } from '@kk/i18n';
import {
  Badge,
  ButtonLink,
  Page,
  QuerySection,
  QueryState,
  Row,
  RowBody,
  RowList,
  RowMeta,
  RowTitle,
  SectionCard,
  SectionNote,
  SectionTitle,
  Skeleton,
} from '@kk/ui-kit';
import { isolate } from '../shared/isolate';
import { INSTALLATION_PATH, NoSchoolState } from '../shared/no-school-state';
import { Figures, SchoolIdentity, SchoolLogo, Shortcuts } from './admin-home-page.styles';
import { useAdminHome, type ChecklistItem } from './use-admin-home';
import { SETUP_STEP_LABELS, SHORTCUT_LABELS } from '../shared/labels';

/** The shortcuts to the administrator's areas (pages of the other school areas, by path). */
const SHORTCUTS = [
  ['students', '/ecole/eleves'],
  ['timetable', '/ecole/emploi-du-temps'],
  ['absences', '/ecole/absences'],
  ['statistics', '/ecole/statistiques'],
  ['grades', '/ecole/notes'],
  ['reportCards', '/ecole/bulletins'],
  ['textbook', '/ecole/cahier-de-textes'],
  ['settings', '/ecole/parametres'],
] as const;

/** A step of the setup checklist: done or not, its count, a link to its page. */
function ChecklistRow({ item }: { item: ChecklistItem }) {
  const { t } = useTranslation('learning-school');
  const { formatNumber } = useFormatters();
  return (
    <Row>
      <RowBody>
        <RowTitle>{t(SETUP_STEP_LABELS[item.step])}</RowTitle>
        {item.count !== null && (
          <RowMeta>{t('home.count', { count: item.count, value: formatNumber(item.count) })}</RowMeta>
        )}
      </RowBody>
      <Badge tone={item.done ? 'success' : 'warning'}>{item.done ? t('home.done') : t('home.todo')}</Badge>
      <ButtonLink
        as={RouterLink}
        to={item.to}
        variant="ghost"
        size="sm"
        aria-label={t('home.openLabel', {
          step: t(SETUP_STEP_LABELS[item.step]),
        })}
      >
        {t('home.open')}
      </ButtonLink>
    </Row>
  );
}

/** The school's key figures this year (statistics). */
function KeyFigures({ vm }: { vm: ReturnType<typeof useAdminHome> }) {
  const { t } = useTranslation('learning-school');
  const { formatNumber } = useFormatters();
  return (
    <QuerySection
      title={t('home.figuresTitle')}
      query={vm.statistics}
      errorMessage={t('home.figuresError')}
      loading={<Skeleton variant="rect" height="5rem" />}
    >
      {(stats) => (
        <Figures>
          <div>
            <dt>{t('home.figures.students')}</dt>
            <dd>{formatNumber(stats.students_count)}</dd>
          </div>
          <div>
            <dt>{t('home.figures.classes')}</dt>
            <dd>{formatNumber(stats.classes_count)}</dd>
          </div>
          <div>
            <dt>{t('home.figures.professors')}</dt>
            <dd>{formatNumber(stats.professors_count)}</dd>
          </div>
          <div>
            <dt>{t('home.figures.attendance')}</dt>
            <dd>
              <bdi>{formatNumber(stats.attendance_rate / 100, { style: 'percent', maximumFractionDigits: 1 })}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('home.figures.average')}</dt>
            <dd>
              <bdi>
                {t('home.onTwenty', { value: formatNumber(stats.average_grade, { maximumFractionDigits: 1 }) })}
              </bdi>
            </dd>
          </div>
        </Figures>
      )}
    </QuerySection>
  );
}

/**
 * `/ecole`, the school administrator's home: a greeting, the school (logo, name, city, current
 * year), the setup checklist (each step done or not, with its count and a link), the key figures
 * and shortcuts to the other areas. An administrator without a school sees the guided first run's
 * call to action instead. Texts: `learning-school:home.*`.
 */
export function AdminHomePage() {
  const { t } = useTranslation('learning-school');
  const vm = useAdminHome();
  const checklistId = useId();
  const shortcutsId = useId();
  const done = vm.checklist.filter((item) => item.done).length;

  return (
    <Page title={t('home.title', { name: vm.greetingName })} description={t('home.description')}>
      <QueryState
        query={vm.query}
        errorMessage={t('home.loadError')}
        loading={<Skeleton variant="rect" height="6rem" count={2} />}
        isEmpty={(schools) => schools.length === 0}
        empty={<NoSchoolState />}
      >
        {() =>
          vm.school && (
            <>
              <SectionCard aria-label={t('home.schoolLabel')}>
                <SchoolIdentity>
                  {vm.school.logo_url && <SchoolLogo src={vm.school.logo_url} alt="" />}
                  <div>
                    <SectionTitle>
                      <bdi>{vm.school.name}</bdi>
                    </SectionTitle>
                    <SectionNote>
                      <bdi>{vm.school.city}</bdi>
                      {vm.currentYear && (
                        <>
                          {' · '}
                          {t('home.currentYear', { name: isolate(vm.currentYear) })}
                        </>
                      )}
                    </SectionNote>
                  </div>
                </SchoolIdentity>
              </SectionCard>

              <SectionCard aria-labelledby={checklistId}>
                <SectionTitle id={checklistId}>{t('home.checklistTitle')}</SectionTitle>
                <SectionNote>{t('home.checklistProgress', { done, total: vm.checklist.length })}</SectionNote>
                <RowList aria-labelledby={checklistId}>
                  {vm.checklist.map((item) => (
                    <ChecklistRow key={item.step} item={item} />
                  ))}
                </RowList>
                <ButtonLink as={RouterLink} to={INSTALLATION_PATH} variant="secondary" size="sm">
                  {t('home.guided')}
                </ButtonLink>
              </SectionCard>

              <KeyFigures vm={vm} />

              <SectionCard aria-labelledby={shortcutsId}>
                <SectionTitle id={shortcutsId}>{t('home.shortcutsTitle')}</SectionTitle>
                <Shortcuts aria-labelledby={shortcutsId}>
                  {SHORTCUTS.map(([key, to]) => (
                    <li key={key}>
                      <ButtonLink as={RouterLink} to={to} variant="secondary" fullWidth>
                        {t(SHORTCUT_LABELS[key])}
                      </ButtonLink>
                    </li>
                  ))}
                </Shortcuts>
              </SectionCard>
            </>
          )
        }
      </QueryState>
    </Page>
  );
}

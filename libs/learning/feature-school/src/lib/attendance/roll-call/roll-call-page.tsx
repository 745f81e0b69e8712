import { Link as RouterLink } from 'react-router-dom';
import { ABSENCE_STATUSES, type AbsenceStatus, type Seance, type Student } from '@kk/domain';
import { useFormatters, useTranslation, type TranslationKey } from '@kk/i18n';
import {
  Alert,
  BackLink,
  Button,
  EmptyState,
  Page,
  QuantityStepper,
  QueryState,
  RadioGroup,
  SectionCard,
  SectionNote,
  SectionTitle,
  Skeleton,
} from '@kk/ui-kit';
import { clockTime, PROFESSOR_HOME } from '../shared/paths';
import { FigureTile } from '../shared/figure.styles';
import { Counts, SaveBar, StudentList, StudentRow } from './roll-call-page.styles';
import { useRollCall, type UseRollCallResult } from './use-roll-call';

/** The words of a mark (the choice per student). */
const STATUS_LABELS: Record<AbsenceStatus, TranslationKey> = {
  present: 'learning-attendance:rollCall.status.present',
  absent: 'learning-attendance:rollCall.status.absent',
  late: 'learning-attendance:rollCall.status.late',
};

/** The words of a count at the top. */
const COUNT_LABELS: Record<AbsenceStatus, TranslationKey> = {
  present: 'learning-attendance:rollCall.counts.present',
  absent: 'learning-attendance:rollCall.counts.absent',
  late: 'learning-attendance:rollCall.counts.late',
};

function StudentMarkRow({ student, vm }: { student: Student; vm: UseRollCallResult }) {
  const { t } = useTranslation('learning-attendance');
  const mark = vm.markOf(student.id);
  const name = `${student.last_name} ${student.first_name}`;
  return (
    <StudentRow data-ui="roll-call-student">
      <RadioGroup
        legend={name}
        options={ABSENCE_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABELS[status]) }))}
        value={mark.status}
        onChange={(status) => vm.setMark(student.id, { status: status as AbsenceStatus })}
        orientation="horizontal"
        variant="tile"
        disabled={vm.readOnly || vm.saving}
      />
      {mark.status === 'late' && (
        <QuantityStepper
          label={t('rollCall.minutesLate', { name })}
          decrementLabel={t('rollCall.lessMinutes')}
          incrementLabel={t('rollCall.moreMinutes')}
          value={mark.minutes}
          onChange={(minutes) => vm.setMark(student.id, { minutes })}
          min={1}
          max={240}
          disabled={vm.readOnly || vm.saving}
        />
      )}
    </StudentRow>
  );
}

function RollCall({ seance, students, vm }: { seance: Seance; students: Student[]; vm: UseRollCallResult }) {
  const { t } = useTranslation('learning-attendance');
  const { formatDate } = useFormatters();
  return (
    <>
      <SectionCard aria-labelledby="roll-call-seance">
        <SectionTitle id="roll-call-seance">
          <bdi>{seance.subject_name}</bdi> · <bdi>{seance.class_name}</bdi>
        </SectionTitle>
        <SectionNote>
          {formatDate(seance.date, 'full')} · <bdi>{seance.start_time}</bdi>–<bdi>{seance.end_time}</bdi>
        </SectionNote>
      </SectionCard>

      <Counts aria-label={t('rollCall.countsLabel')}>
        {ABSENCE_STATUSES.map((status) => (
          <FigureTile key={status} $centered>
            <dt>{t(COUNT_LABELS[status])}</dt>
            <dd>{vm.counts[status]}</dd>
          </FigureTile>
        ))}
      </Counts>

      {vm.done && vm.readOnly && (
        <Alert
          tone="success"
          live="polite"
          title={t('rollCall.saved', { time: clockTime(vm.recordedAt) })}
          action={
            <Button variant="secondary" size="sm" onClick={vm.edit}>
              {t('rollCall.edit')}
            </Button>
          }
        >
          {t('rollCall.savedHint')}
        </Alert>
      )}
      {vm.unsaved && (
        <Alert tone="info" live="off">
          {t('rollCall.unsaved')}
        </Alert>
      )}

      <SectionCard aria-labelledby="roll-call-students">
        <SectionTitle id="roll-call-students">{t('rollCall.students', { count: students.length })}</SectionTitle>
        <StudentList aria-labelledby="roll-call-students">
          {students.map((student) => (
            <StudentMarkRow key={student.id} student={student} vm={vm} />
          ))}
        </StudentList>
      </SectionCard>

      {!vm.readOnly && (
        <SaveBar>
          {vm.failed && <Alert tone="danger">{t('rollCall.saveError')}</Alert>}
          <Button fullWidth loading={vm.saving} disabled={vm.saving} onClick={() => void vm.submit()}>
            {t('rollCall.save')}
          </Button>
        </SaveBar>
      )}
    </>
  );
}

/**
 * `/professeur/appel/:seanceId/:date` ("Appel", phone first): the seance, the counts, the class by
 * name with one choice per student (Présent, Absent, En retard with the minutes), everyone present
 * by default; "Enregistrer l'appel" records it (a failure keeps every mark). A saved roll call
 * re-opens read-only with its time and "Modifier l'appel". Texts: `learning-attendance:rollCall.*`.
 */
export function RollCallPage() {
  const { t } = useTranslation('learning-attendance');
  const vm = useRollCall();

  return (
    <Page title={t('rollCall.title')}>
      <BackLink as={RouterLink} to={PROFESSOR_HOME}>
        {t('rollCall.back')}
      </BackLink>
      <QueryState
        query={vm.query}
        errorMessage={t('rollCall.loadError')}
        loading={<Skeleton variant="rect" height="4rem" count={5} />}
        isNotFound={() => vm.notFound}
        notFound={<EmptyState title={t('rollCall.notFound')} description={t('rollCall.notFoundHint')} />}
        isEmpty={(data) => data.students.length === 0}
        empty={<EmptyState title={t('rollCall.empty')} />}
      >
        {(data) => <RollCall seance={data.seance} students={data.students} vm={vm} />}
      </QueryState>
    </Page>
  );
}

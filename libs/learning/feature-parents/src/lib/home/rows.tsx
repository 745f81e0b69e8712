import type { ReactNode } from 'react';
import type { Absence, ChallengeScoreStats, Task } from '@kk/domain';
import { useFormatters, useTranslation } from '@kk/i18n';
import { Badge, Row, RowBody, RowMeta, RowTitle } from '@kk/ui-kit';
import { homeworkState, type GradeLine } from './child-data';
import { Figures } from './home.styles';
import { ATTENDANCE_TONES, HOMEWORK_STATE_LABELS, HOMEWORK_STATE_TONES } from './labels';

/** An attendance mark in words: present, absent, or late with its minutes. */
export function useAttendanceWords() {
  const { t } = useTranslation('learning-parents');
  return (mark: Pick<Absence, 'status' | 'minutes_late'>) =>
    mark.status === 'late'
      ? t('attendance.late', { minutes: mark.minutes_late ?? 0 })
      : mark.status === 'absent'
        ? t('attendance.absent')
        : t('attendance.present');
}

/** A homework: title, due date and subject (and its description when `detailed`), its state against `now`. */
export function HomeworkRow({ task, now, detailed = false }: { task: Task; now: Date; detailed?: boolean }) {
  const { t } = useTranslation('learning-parents');
  const { formatDate } = useFormatters();
  const state = homeworkState(task, now);
  return (
    <Row data-state={state}>
      <RowBody>
        <RowTitle>{task.title}</RowTitle>
        <RowMeta>{t('homework.due', { date: formatDate(task.due_date), subject: task.subject_name })}</RowMeta>
        {detailed && task.description && <RowMeta>{task.description}</RowMeta>}
      </RowBody>
      <Badge tone={HOMEWORK_STATE_TONES[state]} size="sm">
        {t(HOMEWORK_STATE_LABELS[state])}
      </Badge>
    </Row>
  );
}

/** An attendance mark: the seance's subject, date and time (justified or not when `detailed`), and the mark. */
export function AttendanceRow({ mark, detailed = false }: { mark: Absence; detailed?: boolean }) {
  const { t } = useTranslation('learning-parents');
  const { formatDate } = useFormatters();
  const words = useAttendanceWords();
  return (
    <Row>
      <RowBody>
        <RowTitle>{mark.subject_name}</RowTitle>
        <RowMeta>
          {formatDate(mark.date)} · <bdi>{mark.start_time.slice(0, 5)}</bdi>
          {detailed && <> · {mark.justified ? t('absences.justified') : t('absences.notJustified')}</>}
        </RowMeta>
      </RowBody>
      <Badge tone={ATTENDANCE_TONES[mark.status]} size="sm">
        {words(mark)}
      </Badge>
    </Row>
  );
}

/** Figures side by side: each a number (in the parent's digits) over its label. */
export function FigureList({ items }: { items: readonly (readonly [label: string, value: number])[] }) {
  const { formatNumber } = useFormatters();
  return (
    <Figures>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{formatNumber(value)}</dd>
        </div>
      ))}
    </Figures>
  );
}

/** The challenge figures: points, days in a row (and the best series when `detailed`), challenges won. */
export function ProgressFigures({ stats, detailed = false }: { stats: ChallengeScoreStats; detailed?: boolean }) {
  const { t } = useTranslation('learning-parents');
  return (
    <FigureList
      items={[
        [t('progress.points'), Number(stats.total_score)],
        [t('progress.streak'), stats.streak_days ?? 0],
        ...(detailed ? [[t('progress.bestStreak'), stats.best_streak ?? 0] as const] : []),
        [t('progress.won'), stats.challenges_won],
      ]}
    />
  );
}

/** A grade on 20 in words ("Non noté" when not graded), digits in the parent's language. */
export function useOnTwenty() {
  const { t } = useTranslation('learning-parents');
  const { formatNumber } = useFormatters();
  return (value: number | null) =>
    value === null ? t('grades.notGraded') : t('grades.onTwenty', { grade: formatNumber(value) });
}

/**
 * A grade: its subject, control and date; under its subject (`inSubject`) the control, date and
 * coefficient. The grade on 20 at the end.
 */
export function GradeRow({ line, inSubject = false }: { line: GradeLine; inSubject?: boolean }) {
  const { t } = useTranslation('learning-parents');
  const { formatDate } = useFormatters();
  const onTwenty = useOnTwenty();
  return (
    <Row>
      <RowBody>
        <RowTitle>{inSubject ? line.title : line.subject}</RowTitle>
        <RowMeta>
          {inSubject ? formatDate(line.date) : line.title} ·{' '}
          {inSubject ? t('grades.coefficient', { value: line.coefficient }) : formatDate(line.date)}
        </RowMeta>
      </RowBody>
      <Badge tone="neutral" size="sm">
        <bdi>{onTwenty(line.grade)}</bdi>
      </Badge>
    </Row>
  );
}

/** A row of a title and, under it, a line of details. */
export function TextRow({ title, meta }: { title: ReactNode; meta?: ReactNode }) {
  return (
    <Row>
      <RowBody>
        <RowTitle>{title}</RowTitle>
        {meta !== undefined && <RowMeta>{meta}</RowMeta>}
      </RowBody>
    </Row>
  );
}

import { Link as RouterLink } from 'react-router-dom';
import type { Absence, ParentChild } from '@kk/domain';
import { useFormatters, useTranslation } from '@kk/i18n';
import {
  Badge,
  BookIcon,
  CalendarIcon,
  CheckIcon,
  EmptyState,
  Link,
  QuerySection,
  Row,
  RowBody,
  RowList,
  RowMeta,
  RowTitle,
  StarIcon,
} from '@kk/ui-kit';
import { homeworkState, localIsoDay, type AttentionItem } from './child-data';
import { Figures } from './home.styles';
import { ATTENDANCE_TONES, HOMEWORK_STATE_LABELS, HOMEWORK_STATE_TONES } from './labels';
import { childPath } from './paths';
import {
  useChildAbsences,
  useChildActivities,
  useChildDay,
  useChildExams,
  useChildGradeLines,
  useChildStats,
  useChildTasks,
} from './use-child-data';
import { useAttention } from './use-parent-home';

/** Props of a section about the chosen child. */
export interface ChildSectionProps {
  child: ParentChild;
}

/** How many rows a home section shows before its page. */
const FIRST_ROWS = 5;

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

function AttentionLink({ item, child }: { item: AttentionItem; child: ParentChild }) {
  const { t } = useTranslation('learning-parents');
  const { formatDate, formatNumber } = useFormatters();
  const words = useAttendanceWords();
  switch (item.kind) {
    case 'absence':
      return (
        <Link as={RouterLink} to={childPath(child.id, 'absences')}>
          {t('attention.absence', {
            what: words(item.absence),
            subject: item.absence.subject_name,
            date: formatDate(item.absence.date),
          })}
        </Link>
      );
    case 'grade':
      return (
        <Link as={RouterLink} to={childPath(child.id, 'notes')}>
          {t('attention.grade', { subject: item.grade.subject, grade: formatNumber(item.grade.grade ?? 0) })}
        </Link>
      );
    case 'homework':
      return (
        <Link as={RouterLink} to={childPath(child.id, 'devoirs')}>
          {t('attention.homework', { title: item.task.title })}
        </Link>
      );
    default:
      return (
        <Link as={RouterLink} to={childPath(child.id, 'semaine')}>
          {t('attention.exam', { title: item.exam.title, date: formatDate(item.exam.start_date) })}
        </Link>
      );
  }
}

/** "À voir en priorité": a recent absence or delay, a new grade, homework due tomorrow, an exam this week. */
export function AttentionSection({ child }: ChildSectionProps) {
  const { t } = useTranslation('learning-parents');
  const items = useAttention(child);
  return (
    <QuerySection
      title={t('attention.title')}
      query={items}
      errorMessage={t('attention.error')}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState icon={<CheckIcon />} title={t('attention.empty')} headingLevel={3} />}
    >
      {(list, titleId) => (
        <RowList aria-labelledby={titleId}>
          {list.map((item) => (
            <Row key={item.id}>
              <RowBody>
                <RowTitle>
                  <AttentionLink item={item} child={child} />
                </RowTitle>
              </RowBody>
            </Row>
          ))}
        </RowList>
      )}
    </QuerySection>
  );
}

/** Today's timetable of the child's class, or "Pas de cours aujourd'hui". */
export function TodaySection({ child }: ChildSectionProps) {
  const { t } = useTranslation('learning-parents');
  const day = useChildDay(child.id, localIsoDay(new Date()));
  return (
    <QuerySection
      title={t('today.title')}
      query={day}
      errorMessage={t('today.error')}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState icon={<CalendarIcon />} title={t('today.empty')} headingLevel={3} />}
    >
      {(seances, titleId) => (
        <RowList aria-labelledby={titleId}>
          {seances.map((s) => (
            <Row key={`${s.id}-${s.start_time}`}>
              <RowBody>
                <RowTitle>{s.subject_name}</RowTitle>
                <RowMeta>
                  <bdi>{t('today.time', { start: s.start_time.slice(0, 5), end: s.end_time.slice(0, 5) })}</bdi>
                  {s.classroom_name && <> · {s.classroom_name}</>}
                </RowMeta>
              </RowBody>
            </Row>
          ))}
        </RowList>
      )}
    </QuerySection>
  );
}

/** The child's homework with its state (à faire, fait, en retard), nearest first. */
export function HomeworkSection({ child }: ChildSectionProps) {
  const { t } = useTranslation('learning-parents');
  const { formatDate } = useFormatters();
  const tasks = useChildTasks(child.id, child.current_level);
  const now = new Date();
  return (
    <QuerySection
      title={t('homework.title')}
      query={tasks}
      errorMessage={t('homework.error')}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState icon={<CheckIcon />} title={t('homework.empty')} headingLevel={3} />}
    >
      {(list, titleId) => (
        <>
          <RowList aria-labelledby={titleId}>
            {list.slice(0, FIRST_ROWS + 1).map((task) => {
              const state = homeworkState(task, now);
              return (
                <Row key={task.id}>
                  <RowBody>
                    <RowTitle>{task.title}</RowTitle>
                    <RowMeta>
                      {t('homework.due', { date: formatDate(task.due_date), subject: task.subject_name })}
                    </RowMeta>
                  </RowBody>
                  <Badge tone={HOMEWORK_STATE_TONES[state]} size="sm">
                    {t(HOMEWORK_STATE_LABELS[state])}
                  </Badge>
                </Row>
              );
            })}
          </RowList>
          <Link as={RouterLink} to={childPath(child.id, 'devoirs')}>
            {t('homework.all')}
          </Link>
        </>
      )}
    </QuerySection>
  );
}

/** The last grades on 20, newest first, and the upcoming exams of the child's level. */
export function GradesSection({ child }: ChildSectionProps) {
  const { t } = useTranslation('learning-parents');
  const { formatDate, formatNumber } = useFormatters();
  const grades = useChildGradeLines(child.id);
  return (
    <QuerySection
      title={t('grades.title')}
      query={grades}
      errorMessage={t('grades.error')}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState icon={<StarIcon />} title={t('grades.empty')} headingLevel={3} />}
    >
      {(list, titleId) => (
        <>
          <RowList aria-labelledby={titleId}>
            {list.slice(0, FIRST_ROWS).map((line) => (
              <Row key={line.id}>
                <RowBody>
                  <RowTitle>{line.subject}</RowTitle>
                  <RowMeta>
                    {line.title} · {formatDate(line.date)}
                  </RowMeta>
                </RowBody>
                <Badge tone="neutral" size="sm">
                  <bdi>
                    {line.grade === null
                      ? t('grades.notGraded')
                      : t('grades.onTwenty', { grade: formatNumber(line.grade) })}
                  </bdi>
                </Badge>
              </Row>
            ))}
          </RowList>
          <Link as={RouterLink} to={childPath(child.id, 'notes')}>
            {t('grades.all')}
          </Link>
        </>
      )}
    </QuerySection>
  );
}

/** The exams of the child's level still to come or open. */
export function ExamsSection({ child }: ChildSectionProps) {
  const { t } = useTranslation('learning-parents');
  const { formatDate } = useFormatters();
  const exams = useChildExams(child.id);
  const today = localIsoDay(new Date());
  return (
    <QuerySection
      title={t('exams.title')}
      query={{ ...exams, data: exams.data?.filter((e) => e.end_date.slice(0, 10) >= today) }}
      errorMessage={t('exams.error')}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState icon={<BookIcon />} title={t('exams.empty')} headingLevel={3} />}
    >
      {(list, titleId) => (
        <RowList aria-labelledby={titleId}>
          {list.slice(0, FIRST_ROWS).map((exam) => (
            <Row key={exam.id}>
              <RowBody>
                <RowTitle>{exam.title}</RowTitle>
                <RowMeta>{t('exams.when', { date: formatDate(exam.start_date) })}</RowMeta>
              </RowBody>
            </Row>
          ))}
        </RowList>
      )}
    </QuerySection>
  );
}

/** The last attendance marks: absent, late (with its minutes) or present. */
export function AbsencesSection({ child }: ChildSectionProps) {
  const { t } = useTranslation('learning-parents');
  const { formatDate } = useFormatters();
  const words = useAttendanceWords();
  const marks = useChildAbsences(child.id);
  return (
    <QuerySection
      title={t('absences.title')}
      query={marks}
      errorMessage={t('absences.error')}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState icon={<CheckIcon />} title={t('absences.empty')} headingLevel={3} />}
    >
      {(list, titleId) => (
        <>
          <RowList aria-labelledby={titleId}>
            {list.slice(0, FIRST_ROWS).map((mark) => (
              <Row key={mark.id}>
                <RowBody>
                  <RowTitle>{mark.subject_name}</RowTitle>
                  <RowMeta>
                    {formatDate(mark.date)} · <bdi>{mark.start_time.slice(0, 5)}</bdi>
                  </RowMeta>
                </RowBody>
                <Badge tone={ATTENDANCE_TONES[mark.status]} size="sm">
                  {words(mark)}
                </Badge>
              </Row>
            ))}
          </RowList>
          <Link as={RouterLink} to={childPath(child.id, 'absences')}>
            {t('absences.all')}
          </Link>
        </>
      )}
    </QuerySection>
  );
}

/** The child's own recent activity. */
export function ActivitySection({ child }: ChildSectionProps) {
  const { t } = useTranslation('learning-parents');
  const { formatDate } = useFormatters();
  const activities = useChildActivities(child.id);
  return (
    <QuerySection
      title={t('activity.title')}
      query={activities}
      errorMessage={t('activity.error')}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState icon={<BookIcon />} title={t('activity.empty')} headingLevel={3} />}
    >
      {(list, titleId) => (
        <RowList aria-labelledby={titleId}>
          {list.slice(0, FIRST_ROWS).map((activity) => (
            <Row key={activity.id}>
              <RowBody>
                <RowTitle>{activity.title}</RowTitle>
                <RowMeta>
                  {formatDate(activity.date)}
                  {activity.score !== null && <> · {t('activity.score', { score: activity.score })}</>}
                </RowMeta>
              </RowBody>
            </Row>
          ))}
        </RowList>
      )}
    </QuerySection>
  );
}

/** The child's challenge points and series of days, with the progress and weekly pages. */
export function ProgressSection({ child }: ChildSectionProps) {
  const { t } = useTranslation('learning-parents');
  const { formatNumber } = useFormatters();
  const stats = useChildStats(child.id);
  return (
    <QuerySection title={t('progress.title')} query={stats} errorMessage={t('progress.error')}>
      {(data) => (
        <>
          <Figures>
            <div>
              <dt>{t('progress.points')}</dt>
              <dd>{formatNumber(Number(data.total_score))}</dd>
            </div>
            <div>
              <dt>{t('progress.streak')}</dt>
              <dd>{formatNumber(data.streak_days ?? 0)}</dd>
            </div>
            <div>
              <dt>{t('progress.won')}</dt>
              <dd>{formatNumber(data.challenges_won)}</dd>
            </div>
          </Figures>
          <Link as={RouterLink} to={childPath(child.id, 'progres')}>
            {t('progress.more')}
          </Link>
          <Link as={RouterLink} to={childPath(child.id, 'semaine')}>
            {t('progress.week')}
          </Link>
        </>
      )}
    </QuerySection>
  );
}

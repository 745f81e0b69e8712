import { Link as RouterLink } from 'react-router-dom';
import type { ParentChild } from '@kk/domain';
import { useFormatters, useTranslation } from '@kk/i18n';
import { BookIcon, CalendarIcon, CheckIcon, Link, QuerySection, RowList, StarIcon } from '@kk/ui-kit';
import { localIsoDay, type AttentionItem } from './child-data';
import { ListSection } from './list-section';
import { childPath } from './paths';
import { AttendanceRow, GradeRow, ProgressFigures, TextRow, useAttendanceWords } from './rows';
import { HomeworkList } from './homework-list';
import {
  useChildAbsences,
  useChildActivities,
  useChildDay,
  useChildExams,
  useChildGradeLines,
  useChildStats,
} from './use-child-data';
import { useAttention } from './use-parent-home';

/** Props of a section about the chosen child. */
export interface ChildSectionProps {
  child: ParentChild;
}

/** How many rows a home section shows before its page. */
const FIRST_ROWS = 5;

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
    <ListSection
      title={t('attention.title')}
      query={items}
      error={t('attention.error')}
      empty={t('attention.empty')}
      icon={<CheckIcon />}
    >
      {(list, titleId) => (
        <RowList aria-labelledby={titleId}>
          {list.map((item) => (
            <TextRow key={item.id} title={<AttentionLink item={item} child={child} />} />
          ))}
        </RowList>
      )}
    </ListSection>
  );
}

/** Today's timetable of the child's class, or "Pas de cours aujourd'hui". */
export function TodaySection({ child }: ChildSectionProps) {
  const { t } = useTranslation('learning-parents');
  const day = useChildDay(child.id, localIsoDay(new Date()));
  return (
    <ListSection
      title={t('today.title')}
      query={day}
      error={t('today.error')}
      empty={t('today.empty')}
      icon={<CalendarIcon />}
    >
      {(seances, titleId) => (
        <RowList aria-labelledby={titleId}>
          {seances.map((s) => (
            <TextRow
              key={`${s.id}-${s.start_time}`}
              title={s.subject_name}
              meta={
                <>
                  <bdi>{t('today.time', { start: s.start_time.slice(0, 5), end: s.end_time.slice(0, 5) })}</bdi>
                  {s.classroom_name && <> · {s.classroom_name}</>}
                </>
              }
            />
          ))}
        </RowList>
      )}
    </ListSection>
  );
}

/** The child's homework with its state (à faire, fait, en retard), nearest first, and the way to all of it. */
export function HomeworkSection({ child }: ChildSectionProps) {
  const { t } = useTranslation('learning-parents');
  return (
    <HomeworkList
      childId={child.id}
      levelId={child.current_level}
      limit={FIRST_ROWS + 1}
      more={
        <Link as={RouterLink} to={childPath(child.id, 'devoirs')}>
          {t('homework.all')}
        </Link>
      }
    />
  );
}

/** The last grades on 20, newest first, and the upcoming exams of the child's level. */
export function GradesSection({ child }: ChildSectionProps) {
  const { t } = useTranslation('learning-parents');
  const grades = useChildGradeLines(child.id);
  return (
    <ListSection
      title={t('grades.title')}
      query={grades}
      error={t('grades.error')}
      empty={t('grades.empty')}
      icon={<StarIcon />}
    >
      {(list, titleId) => (
        <>
          <RowList aria-labelledby={titleId}>
            {list.slice(0, FIRST_ROWS).map((line) => (
              <GradeRow key={line.id} line={line} />
            ))}
          </RowList>
          <Link as={RouterLink} to={childPath(child.id, 'notes')}>
            {t('grades.all')}
          </Link>
        </>
      )}
    </ListSection>
  );
}

/** The exams of the child's level still to come or open. */
export function ExamsSection({ child }: ChildSectionProps) {
  const { t } = useTranslation('learning-parents');
  const { formatDate } = useFormatters();
  const exams = useChildExams(child.id);
  const today = localIsoDay(new Date());
  return (
    <ListSection
      title={t('exams.title')}
      query={{ ...exams, data: exams.data?.filter((e) => e.end_date.slice(0, 10) >= today) }}
      error={t('exams.error')}
      empty={t('exams.empty')}
      icon={<BookIcon />}
    >
      {(list, titleId) => (
        <RowList aria-labelledby={titleId}>
          {list.slice(0, FIRST_ROWS).map((exam) => (
            <TextRow key={exam.id} title={exam.title} meta={t('exams.when', { date: formatDate(exam.start_date) })} />
          ))}
        </RowList>
      )}
    </ListSection>
  );
}

/** The last attendance marks: absent, late (with its minutes) or present. */
export function AbsencesSection({ child }: ChildSectionProps) {
  const { t } = useTranslation('learning-parents');
  const marks = useChildAbsences(child.id);
  return (
    <ListSection
      title={t('absences.title')}
      query={marks}
      error={t('absences.error')}
      empty={t('absences.empty')}
      icon={<CheckIcon />}
    >
      {(list, titleId) => (
        <>
          <RowList aria-labelledby={titleId}>
            {list.slice(0, FIRST_ROWS).map((mark) => (
              <AttendanceRow key={mark.id} mark={mark} />
            ))}
          </RowList>
          <Link as={RouterLink} to={childPath(child.id, 'absences')}>
            {t('absences.all')}
          </Link>
        </>
      )}
    </ListSection>
  );
}

/** The child's own recent activity. */
export function ActivitySection({ child }: ChildSectionProps) {
  const { t } = useTranslation('learning-parents');
  const { formatDate } = useFormatters();
  const activities = useChildActivities(child.id);
  return (
    <ListSection
      title={t('activity.title')}
      query={activities}
      error={t('activity.error')}
      empty={t('activity.empty')}
      icon={<BookIcon />}
    >
      {(list, titleId) => (
        <RowList aria-labelledby={titleId}>
          {list.slice(0, FIRST_ROWS).map((activity) => (
            <TextRow
              key={activity.id}
              title={activity.title}
              meta={
                <>
                  {formatDate(activity.date)}
                  {activity.score !== null && <> · {t('activity.score', { score: activity.score })}</>}
                </>
              }
            />
          ))}
        </RowList>
      )}
    </ListSection>
  );
}

/** The child's challenge points and series of days, with the progress and weekly pages. */
export function ProgressSection({ child }: ChildSectionProps) {
  const { t } = useTranslation('learning-parents');
  const stats = useChildStats(child.id);
  return (
    <QuerySection title={t('progress.title')} query={stats} errorMessage={t('progress.error')}>
      {(data) => (
        <>
          <ProgressFigures stats={data} />
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

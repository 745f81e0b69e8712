import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Exam } from '@kk/domain';
import { useFormatters, useTranslation } from '@kk/i18n';
import { Badge, CalendarIcon, EmptyState, Link, QueryState, SectionCard, SectionNote, SectionTitle } from '@kk/ui-kit';
import { CardGrid, ItemCard, ItemFigure, ItemMeta, ItemTitle, ItemTop } from './home.styles';
import { EXAM_STATUS_LABELS, EXAM_STATUS_TONES } from './labels';
import { useExams } from './use-home';

/** Props of {@link ExamsSection}. */
export interface ExamsSectionProps {
  /** The learner's current level; exams belong to a level. */
  levelId: number | null;
}

/** An exam the student can take now: in progress, and today between its start and its end. */
function isOpen(exam: Exam, now = Date.now()) {
  return exam.status === 'in_progress' && Date.parse(exam.start_date) <= now && now <= Date.parse(exam.end_date);
}

/**
 * "Examens": the exams of the learner's level with their dates, size, state and grade out of 20;
 * an open one links to its player (`/examens/:id`).
 */
export function ExamsSection({ levelId }: ExamsSectionProps) {
  const { t } = useTranslation('learning-home');
  const { formatDate, formatNumber } = useFormatters();
  const titleId = useId();
  const exams = useExams(levelId);
  // An exam held within one day shows that day once ("Le 10 déc. 2026"), not "Du … au" the same day.
  const examDates = (start: string, end: string) =>
    start === end ? t('exams.day', { date: start }) : t('exams.dates', { start, end });
  return (
    <SectionCard aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('exams.title')}</SectionTitle>
      {levelId === null ? (
        <SectionNote>{t('level.choose')}</SectionNote>
      ) : (
        <QueryState
          query={exams}
          errorMessage={t('exams.error')}
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState icon={<CalendarIcon />} title={t('exams.empty')} headingLevel={3} />}
        >
          {(list) => (
            <CardGrid aria-labelledby={titleId}>
              {list.map((exam) => (
                <ItemCard key={exam.id}>
                  <ItemTop>
                    <ItemMeta>
                      {t('exams.details', { count: exam.questions_count, minutes: exam.duration_minutes })}
                    </ItemMeta>
                    <Badge tone={EXAM_STATUS_TONES[exam.status]} size="sm" dot>
                      {t(EXAM_STATUS_LABELS[exam.status])}
                    </Badge>
                  </ItemTop>
                  <ItemTitle>
                    {isOpen(exam) ? (
                      <Link as={RouterLink} to={`/examens/${exam.id}`}>
                        {exam.title}
                      </Link>
                    ) : (
                      exam.title
                    )}
                  </ItemTitle>
                  <ItemMeta>{examDates(formatDate(exam.start_date), formatDate(exam.end_date))}</ItemMeta>
                  {exam.grade !== null && (
                    <ItemFigure>
                      <bdi>{t('exams.grade', { grade: formatNumber(exam.grade) })}</bdi>
                    </ItemFigure>
                  )}
                </ItemCard>
              ))}
            </CardGrid>
          )}
        </QueryState>
      )}
    </SectionCard>
  );
}

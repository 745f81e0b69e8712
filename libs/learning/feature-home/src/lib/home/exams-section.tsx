import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useFormatters, useTranslation } from '@kk/i18n';
import { Badge, CalendarIcon, EmptyState, Link, QueryState, SectionCard, SectionNote, SectionTitle } from '@kk/ui-kit';
import { CardGrid, ItemCard, ItemFigure, ItemMeta, ItemTitle, ItemTop } from './home.styles';
import { EXAM_STATE_LABELS, EXAM_STATE_TONES } from './labels';
import { examPath } from './paths';
import { useExams } from './use-home';

/** Props of {@link ExamsSection}. */
export interface ExamsSectionProps {
  /** The learner's current level; exams belong to a level. */
  levelId: number | null;
}

/**
 * "Examens": the exams of the learner's level with their dates, size, state against today (an exam
 * whose end has passed is over, whatever the list said) and grade out of 20; an open one links to
 * its player (`/examens/:id`).
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
          deferContent
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState icon={<CalendarIcon />} title={t('exams.empty')} headingLevel={3} />}
        >
          {(list) => (
            <CardGrid aria-labelledby={titleId}>
              {list.map(({ exam, state }) => (
                <ItemCard key={exam.id} data-state={state}>
                  <ItemTop>
                    <ItemMeta>
                      {t('exams.details', { count: exam.questions_count, minutes: exam.duration_minutes })}
                    </ItemMeta>
                    <Badge tone={EXAM_STATE_TONES[state]} size="sm" dot>
                      {t(EXAM_STATE_LABELS[state])}
                    </Badge>
                  </ItemTop>
                  <ItemTitle>
                    {state === 'open' ? (
                      <Link as={RouterLink} to={examPath(exam)}>
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

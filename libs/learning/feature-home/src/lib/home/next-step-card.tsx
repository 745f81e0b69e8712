import type { ReactNode } from 'react';
import { useFormatters, useTranslation } from '@kk/i18n';
import { BookIcon, CalendarIcon, CheckIcon, ChevronEndIcon, StarIcon } from '@kk/ui-kit';
import { useSubjectName } from '../shared/reference-names';
import type { NextStep } from './next-step';
import {
  NextStepBody,
  NextStepGo,
  NextStepIcon,
  NextStepKind,
  NextStepLink,
  NextStepTitle,
  NextStepWhy,
} from './next-step-card.styles';
import { NextStepPlaceholderCard } from './next-step-placeholder';
import { useNextStep } from './use-next-step';

/** Props of {@link NextStepCard}. */
export interface NextStepCardProps {
  /** The student. */
  userId: number;
  /** Their current level (the card needs one: exams, homework and challenges belong to a level). */
  levelId: number;
}

/**
 * The card of "Ta prochaine étape" (the page draws the section and its heading): ONE big link to
 * what the child should do now (an exam open now, homework due soon, today's daily challenge, else
 * the next lesson), with why now, in words a 7-year-old reads; a placeholder of its size while its
 * lists load. Its own chunk (the page loads it lazily): the signed-in first load has no room for it
 * (docs/performance.md).
 */
export function NextStepCard({ userId, levelId }: NextStepCardProps) {
  const { step } = useNextStep(userId, levelId);
  return step ? <NextStepLinkCard step={step} /> : <NextStepPlaceholderCard />;
}

/** What the card says for each kind of step: icon, kind, title, why. */
function useStepWords(step: NextStep): { icon: ReactNode; kind: string; title: string; why: string; go: string } {
  const { t } = useTranslation('learning-home');
  const { formatDate } = useFormatters();
  const nameOfSubject = useSubjectName();
  switch (step.kind) {
    case 'exam': {
      const end = new Date(step.exam.end_date);
      const why =
        step.endsIn === 0
          ? end.getMinutes() === 0
            ? t('nextStep.exam.endsTodayAt', { hour: end.getHours() })
            : t('nextStep.exam.endsTodayAtMinutes', {
                hour: end.getHours(),
                minutes: String(end.getMinutes()).padStart(2, '0'),
              })
          : step.endsIn === 1
            ? t('nextStep.exam.endsTomorrow')
            : t('nextStep.exam.endsOn', { date: formatDate(step.exam.end_date) });
      return {
        icon: <CalendarIcon size="lg" />,
        kind: t('nextStep.exam.kind'),
        title: step.exam.title,
        why,
        go: t('nextStep.exam.go'),
      };
    }
    case 'homework':
      return {
        icon: <CheckIcon size="lg" />,
        kind: t('nextStep.homework.kind', { subject: nameOfSubject(step.task.subject_id, step.task.subject_name) }),
        title: step.task.title,
        why:
          step.timing === 'overdue'
            ? t('nextStep.homework.overdue', { date: formatDate(step.task.due_date) })
            : step.timing === 'today'
              ? t('nextStep.homework.today')
              : t('nextStep.homework.tomorrow'),
        go: t('nextStep.homework.go'),
      };
    case 'challenge':
      return {
        icon: <StarIcon size="lg" />,
        kind: t('nextStep.challenge.kind'),
        title: step.challenge.title,
        why: t('nextStep.challenge.why', { count: step.challenge.exercises_count }),
        go: t('nextStep.challenge.go'),
      };
    case 'lesson':
      return {
        icon: <BookIcon size="lg" />,
        kind: t('nextStep.lesson.kind'),
        title: t('nextStep.lesson.title'),
        why: t('nextStep.lesson.why'),
        go: t('nextStep.lesson.go'),
      };
  }
}

function NextStepLinkCard({ step }: { step: NextStep }) {
  const { icon, kind, title, why, go } = useStepWords(step);
  return (
    <NextStepLink to={step.to} data-kind={step.kind}>
      <NextStepIcon aria-hidden="true">{icon}</NextStepIcon>
      {/* The spaces between the parts keep the link's name readable ("Examen en cours Les fractions …"). */}
      <NextStepBody>
        <NextStepKind>{kind}</NextStepKind>{' '}
        <NextStepTitle>
          <bdi>{title}</bdi>
        </NextStepTitle>{' '}
        <NextStepWhy>{why}</NextStepWhy>
      </NextStepBody>{' '}
      <NextStepGo>
        {go}
        <ChevronEndIcon aria-hidden="true" />
      </NextStepGo>
    </NextStepLink>
  );
}

import { useTranslation } from '@kk/i18n';
import { Badge, EmptyState, QuerySection, SectionNote, Skeleton, StackList, StarIcon } from '@kk/ui-kit';
import type { Exercise } from '@kk/domain';
import { isolate } from '../shared/learner';
import { exercisePath } from '../shared/paths';
import { ExerciseHead, ExerciseLink, StepList, Stars } from './lesson-page.styles';
import { useExerciseSteps, useStageExercises } from './use-lesson';

/** The steps of one exercise: name and stars (0–3), or locked. */
function ExerciseSteps({ exercise }: { exercise: Exercise }) {
  const { t } = useTranslation('learning-courses');
  const steps = useExerciseSteps(exercise.id);
  if (steps.isLoading) return <Skeleton variant="text" width="50%" />;
  if (!steps.data?.length) return null;
  return (
    <StepList aria-label={t('lesson.stepsOf', { title: exercise.title })}>
      {steps.data.map((step) => (
        <li key={step.id}>
          {step.unlocked ? (
            <>
              {step.name}{' '}
              <Stars role="img" aria-label={t('lesson.stars', { count: step.stars })}>
                {'★'.repeat(step.stars)}
                {'☆'.repeat(Math.max(0, 3 - step.stars))}
              </Stars>
            </>
          ) : (
            t('lesson.locked', { name: isolate(step.name) })
          )}
        </li>
      ))}
    </StepList>
  );
}

/** Props of {@link ExercisesSection}. */
export interface ExercisesSectionProps {
  /** The lesson's chapter: the stage whose exercises are listed. */
  stageId: number;
}

/** "Entraîne-toi": the exercises of the stage (`exercises_of_stage`), each with its steps, each opening the player. */
export function ExercisesSection({ stageId }: ExercisesSectionProps) {
  const { t } = useTranslation('learning-courses');
  const query = useStageExercises(stageId);
  return (
    <QuerySection
      title={t('lesson.exercises')}
      query={query}
      errorMessage={t('lesson.exercisesError')}
      isEmpty={(exercises) => exercises.length === 0}
      empty={<EmptyState icon={<StarIcon />} title={t('lesson.noExercises')} headingLevel={3} />}
    >
      {(exercises, titleId) => (
        <StackList aria-labelledby={titleId}>
          {exercises.map((exercise) => (
            <li key={exercise.id}>
              <ExerciseLink to={exercisePath(exercise.id)}>
                <ExerciseHead>
                  <bdi>{exercise.title}</bdi>
                  {exercise.done && (
                    <Badge tone="success" size="sm">
                      {t('lesson.exerciseDone')}
                    </Badge>
                  )}
                </ExerciseHead>
                <SectionNote>
                  {t('lesson.exerciseMeta', { minutes: exercise.duration_minutes, points: exercise.points })}
                </SectionNote>
              </ExerciseLink>
              <ExerciseSteps exercise={exercise} />
            </li>
          ))}
        </StackList>
      )}
    </QuerySection>
  );
}

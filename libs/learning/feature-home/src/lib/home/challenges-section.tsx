import { useId } from 'react';
import { useGetChallengesQuery } from '@kk/api-clients';
import type { Challenge } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { Badge, EmptyState, StarIcon } from '@kk/ui-kit';
import { SectionCard, SectionNote, SectionTitle } from '../shared/page.styles';
import { SectionError, SectionSkeleton } from '../shared/section-states';
import { CardGrid, ItemCard, ItemFigure, ItemMeta, ItemTitle, ItemTop, ScoreFill, ScoreTrack } from './home.styles';
import { CHALLENGE_KIND_LABELS, CHALLENGE_STATUS_LABELS, CHALLENGE_STATUS_TONES } from './labels';

/** Props of {@link ChallengesSection}. */
export interface ChallengesSectionProps {
  /** The signed-in user, to find their place in each leaderboard. */
  userId: number;
  /** Their current level; challenges belong to a level. */
  levelId: number | null;
}

/** The user's rank in a challenge (1 = best), or null when they do not take part. */
export function rankIn(challenge: Pick<Challenge, 'participants'>, userId: number): number | null {
  const index = challenge.participants.findIndex((p) => p.id === userId);
  return index === -1 ? null : index + 1;
}

/**
 * "Mes défis": the challenges of the user's level (`/api/challenges/`), each with its kind, state,
 * the user's score out of the maximum and their place among the participants.
 */
export function ChallengesSection({ userId, levelId }: ChallengesSectionProps) {
  const { t } = useTranslation('learning-home');
  const titleId = useId();
  const {
    data: challenges,
    isLoading,
    isError,
    refetch,
  } = useGetChallengesQuery(undefined, { skip: levelId === null });
  return (
    <SectionCard aria-labelledby={titleId} aria-busy={isLoading}>
      <SectionTitle id={titleId}>{t('challenges.title')}</SectionTitle>
      {levelId === null ? (
        <SectionNote>{t('level.choose')}</SectionNote>
      ) : isLoading ? (
        <SectionSkeleton />
      ) : isError || !challenges ? (
        <SectionError message={t('challenges.error')} onRetry={() => void refetch()} />
      ) : challenges.length === 0 ? (
        <EmptyState
          icon={<StarIcon />}
          title={t('challenges.empty')}
          description={t('challenges.emptyHint')}
          headingLevel={3}
        />
      ) : (
        <CardGrid aria-labelledby={titleId}>
          {challenges.map((challenge) => {
            const rank = rankIn(challenge, userId);
            return (
              <ItemCard key={challenge.id}>
                <ItemTop>
                  <ItemMeta>{t(CHALLENGE_KIND_LABELS[challenge.kind])}</ItemMeta>
                  <Badge tone={CHALLENGE_STATUS_TONES[challenge.status]} size="sm" dot>
                    {t(CHALLENGE_STATUS_LABELS[challenge.status])}
                  </Badge>
                </ItemTop>
                <ItemTitle>{challenge.title}</ItemTitle>
                <ItemMeta>{challenge.subject ?? t('challenges.mixed')}</ItemMeta>
                <ItemFigure>
                  <bdi>{t('challenges.score', { score: challenge.score, max: challenge.max_score })}</bdi>
                </ItemFigure>
                <ScoreTrack aria-hidden="true">
                  <ScoreFill $ratio={challenge.max_score > 0 ? challenge.score / challenge.max_score : 0} />
                </ScoreTrack>
                <ItemMeta>
                  {rank !== null
                    ? t('challenges.rank', { rank, count: challenge.participants.length })
                    : t('challenges.participants', { count: challenge.participants.length })}
                </ItemMeta>
              </ItemCard>
            );
          })}
        </CardGrid>
      )}
    </SectionCard>
  );
}

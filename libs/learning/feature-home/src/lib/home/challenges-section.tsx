import { useId } from 'react';
import { useTranslation } from '@kk/i18n';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, EmptyState, Link, QueryState, SectionCard, SectionNote, SectionTitle, StarIcon } from '@kk/ui-kit';
import { useSubjectName } from '../shared/reference-names';
import { CardGrid, ItemCard, ItemFigure, ItemMeta, ItemTitle, ItemTop, ScoreFill, ScoreTrack } from './home.styles';
import { CHALLENGE_KIND_LABELS, CHALLENGE_STATE_LABELS, CHALLENGE_STATE_TONES } from './labels';
import { challengePath } from './paths';
import { useChallenges } from './use-home';

/** Props of {@link ChallengesSection}. */
export interface ChallengesSectionProps {
  /** The signed-in user, to find their place in each leaderboard. */
  userId: number;
  /** Their current level; challenges belong to a level. */
  levelId: number | null;
}

/**
 * "Mes défis": the challenges of the user's level (`/api/challenges/`), each with its kind, state
 * against today (over once ended), the user's score out of the maximum and their place among the
 * participants; each title opens the challenge (`/defis/:id`).
 */
export function ChallengesSection({ userId, levelId }: ChallengesSectionProps) {
  const { t } = useTranslation('learning-home');
  const nameOfSubject = useSubjectName();
  const titleId = useId();
  const challenges = useChallenges(userId, levelId);
  return (
    <SectionCard aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('challenges.title')}</SectionTitle>
      {levelId === null ? (
        <SectionNote>{t('level.choose')}</SectionNote>
      ) : (
        <QueryState
          query={challenges}
          errorMessage={t('challenges.error')}
          deferContent
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState
              icon={<StarIcon />}
              title={t('challenges.empty')}
              description={t('challenges.emptyHint')}
              headingLevel={3}
            />
          }
        >
          {(list) => (
            <CardGrid aria-labelledby={titleId}>
              {list.map(({ challenge, rank, ratio, state }) => (
                <ItemCard key={challenge.id} data-state={state}>
                  <ItemTop>
                    <ItemMeta>{t(CHALLENGE_KIND_LABELS[challenge.kind])}</ItemMeta>
                    <Badge tone={CHALLENGE_STATE_TONES[state]} size="sm" dot>
                      {t(CHALLENGE_STATE_LABELS[state])}
                    </Badge>
                  </ItemTop>
                  <ItemTitle>
                    <Link as={RouterLink} to={challengePath(challenge)}>
                      {challenge.title}
                    </Link>
                  </ItemTitle>
                  <ItemMeta>
                    {challenge.subject ? nameOfSubject(null, challenge.subject) : t('challenges.mixed')}
                  </ItemMeta>
                  <ItemFigure>
                    <bdi>{t('challenges.score', { score: challenge.score, max: challenge.max_score })}</bdi>
                  </ItemFigure>
                  <ScoreTrack aria-hidden="true">
                    <ScoreFill $ratio={ratio} />
                  </ScoreTrack>
                  <ItemMeta>
                    {rank !== null
                      ? t('challenges.rank', { count: rank, ordinal: true, total: challenge.participants.length })
                      : t('challenges.participants', { count: challenge.participants.length })}
                  </ItemMeta>
                </ItemCard>
              ))}
            </CardGrid>
          )}
        </QueryState>
      )}
    </SectionCard>
  );
}

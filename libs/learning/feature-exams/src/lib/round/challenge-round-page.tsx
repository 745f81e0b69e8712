import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { apiErrorCause } from '@kk/api-clients';
import { useFormatters, useTranslation } from '@kk/i18n';
import { Alert, ButtonLink, CalendarIcon, EmptyState, Page, QueryState, StarIcon } from '@kk/ui-kit';
import { answerToSend } from '../player/answers';
import { ExitLink, OpenPlayer, PlayerSkeleton } from '../player/player-page';
import {
  Actions,
  GradeBadge,
  GradeDetail,
  GradeLabel,
  GradeMessage,
  GradeValue,
  Hint,
  PlayerColumn,
  ProgressBlock,
  ProgressTrack,
  SectionTitle,
  StatusBar,
} from '../player/player.styles';
import { usePlayer } from '../player/use-player';
import {
  useChallengeRound,
  type ChallengeRound,
  type RoundChallenge,
  type RoundClosedReason,
  type RoundData,
  type RoundExercise,
  type RoundOutcome,
} from './use-challenge-round';

/** `/defis/:id`: the challenge's page (its leaderboard). */
const challengePath = (id: number) => `/defis/${id}`;
/** `/progres`: the child's progress. */
const PROGRESS_PATH = '/progres';

const CLOSED_TEXTS = {
  closed: { title: 'round.closed.closedTitle', text: 'round.closed.closedText' },
  not_open: { title: 'round.closed.notOpenTitle', text: 'round.closed.notOpenText' },
  blocked: { title: 'round.closed.blockedTitle', text: 'round.closed.blockedText' },
} as const satisfies Record<RoundClosedReason, { title: string; text: string }>;

/**
 * `/defis/:challengeId/jouer`: a round of a challenge (student). Its exercises one after the other
 * in the exercise player (immediate feedback, "Exercice 2 sur 3"), then the end screen: the points
 * of the round, the new score and place, "Voir le classement" and "Mes progrès". A challenge that
 * is over, not started or put aside says why (see {@link useChallengeRound}).
 */
export function ChallengeRoundPage() {
  const { t } = useTranslation('learning-exams');
  const round = useChallengeRound();
  const challenge = round.query.data?.challenge;
  return (
    <Page title={challenge?.title ?? t('round.title')}>
      <QueryState
        query={round.query}
        errorMessage={t('round.loadError')}
        loading={<PlayerSkeleton />}
        isNotFound={(error) => apiErrorCause(error) === 'not-found'}
        notFound={
          <EmptyState
            title={t('round.notFound')}
            headingLevel={2}
            action={<ExitLink to="/defis">{t('round.allChallenges')}</ExitLink>}
          />
        }
        isEmpty={(data) => data.challenge === null}
        empty={
          <EmptyState
            title={t('round.notFound')}
            headingLevel={2}
            action={<ExitLink to="/defis">{t('round.allChallenges')}</ExitLink>}
          />
        }
      >
        {(data) => <RoundBody data={data} round={round} />}
      </QueryState>
    </Page>
  );
}

function RoundBody({ data, round }: { data: RoundData; round: ChallengeRound }) {
  const { t } = useTranslation('learning-exams');
  const challenge = data.challenge;
  if (!challenge) return null;
  if (round.outcome) return <RoundEnd challenge={challenge} outcome={round.outcome} />;
  if (challenge.closedReason) {
    const texts = CLOSED_TEXTS[challenge.closedReason];
    return (
      <EmptyState
        icon={<CalendarIcon />}
        title={t(texts.title)}
        description={t(texts.text)}
        action={<ExitLink to={challengePath(challenge.id)}>{t('round.back')}</ExitLink>}
      />
    );
  }
  // Refused for good while sending (it ended meanwhile, or was put aside): say so, nothing to retry.
  if (round.submitError && round.submitError !== 'learning-exams:round.refused.failed') {
    return (
      <PlayerColumn>
        <Alert tone="warning">{t(round.submitError)}</Alert>
        <Actions>
          <ExitLink to={challengePath(challenge.id)}>{t('round.back')}</ExitLink>
        </Actions>
      </PlayerColumn>
    );
  }
  if (!round.current) {
    return (
      <EmptyState
        title={t('round.empty')}
        description={t('round.emptyHint')}
        action={<ExitLink to={challengePath(challenge.id)}>{t('round.back')}</ExitLink>}
      />
    );
  }
  return <RoundInProgress challenge={challenge} round={round} exercise={round.current} />;
}

function RoundInProgress({
  challenge,
  round,
  exercise,
}: {
  challenge: RoundChallenge;
  round: ChallengeRound;
  exercise: RoundExercise;
}) {
  const { t } = useTranslation('learning-exams');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // A new exercise takes the focus (its title), not the first one of the visit.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    titleRef.current?.focus();
  }, [exercise.id]);
  return (
    <PlayerColumn>
      <Hint>
        {t('round.intro', { count: round.total })}
        {challenge.played && <> {t('round.replay')}</>}
      </Hint>
      <StatusBar>
        <ProgressBlock>
          <span>{t('round.progress', { current: round.index + 1, total: round.total })}</span>
          <ProgressTrack max={round.total} value={round.index + 1} aria-hidden="true" />
        </ProgressBlock>
      </StatusBar>
      <SectionTitle ref={titleRef} tabIndex={-1}>
        <bdi>{exercise.title}</bdi>
      </SectionTitle>
      <ExercisePlayer key={exercise.id} exercise={exercise} round={round} />
    </PlayerColumn>
  );
}

/** One exercise of the round in the exercise player; its end opens the next one, or sends the round. */
function ExercisePlayer({ exercise, round }: { exercise: RoundExercise; round: ChallengeRound }) {
  const { t } = useTranslation('learning-exams');
  const player = usePlayer({ exercise_id: exercise.id }, { storageKind: round.storageKind });
  const answers = () =>
    player.questions.flatMap((q) => {
      const answer = answerToSend(q, player.answers[q.id]);
      return answer ? [answer] : [];
    });
  const submitAlert = round.submitError && <Alert tone="danger">{t(round.submitError)}</Alert>;
  return (
    <QueryState
      query={player.query}
      errorMessage={t('exercise.loadError')}
      loading={<PlayerSkeleton />}
      isEmpty={(sheet) => sheet.questions.length === 0}
      empty={<EmptyState title={t('exercise.empty')} description={t('exercise.emptyHint')} />}
    >
      {(sheet) => (
        <OpenPlayer
          kind="exercise"
          sheet={sheet}
          player={player}
          submitAlert={submitAlert}
          finish={{
            label: round.last ? t('round.finish') : t('round.next'),
            onFinish: () => (round.last ? void round.finish(answers()) : round.next(answers())),
            busy: round.submitting,
          }}
        />
      )}
    </QueryState>
  );
}

/** The end screen: the points of the round, the new score, the place (never shaming), what next. */
function RoundEnd({ challenge, outcome }: { challenge: RoundChallenge; outcome: RoundOutcome }) {
  const { t } = useTranslation('learning-exams');
  const { formatNumber } = useFormatters();
  const badgeRef = useRef<HTMLDivElement>(null);
  useEffect(() => badgeRef.current?.focus(), []);
  const place = (rank: number) => t('round.place', { count: rank, ordinal: true });
  const { rank, previousRank } = outcome;
  const placeLine =
    rank === null
      ? null
      : previousRank === null
        ? t('round.end.placeNew', { place: place(rank) })
        : rank < previousRank
          ? t('round.end.placeUp', { from: place(previousRank), to: place(rank) })
          : t('round.end.placeSame', { place: place(rank) });
  return (
    <PlayerColumn>
      <GradeBadge role="group" aria-label={t('round.end.title')} ref={badgeRef} tabIndex={-1}>
        <StarIcon aria-hidden="true" />
        <GradeMessage>{t('round.end.title')}</GradeMessage>
        {outcome.points === null ? (
          <GradeDetail>{t('round.end.saved')}</GradeDetail>
        ) : (
          <>
            <GradeLabel>{t('round.end.pointsLabel')}</GradeLabel>
            <GradeValue>
              <bdi>{t('round.end.points', { count: outcome.points, points: formatNumber(outcome.points) })}</bdi>
            </GradeValue>
          </>
        )}
        {placeLine && <GradeMessage>{placeLine}</GradeMessage>}
        {outcome.score !== null && (
          <GradeDetail>
            <bdi>
              {t('round.end.score', { score: formatNumber(outcome.score), max: formatNumber(outcome.maxScore) })}
            </bdi>
          </GradeDetail>
        )}
        {outcome.bestKept && outcome.score !== null && (
          <GradeDetail>{t('round.end.bestKept', { score: formatNumber(outcome.score) })}</GradeDetail>
        )}
      </GradeBadge>
      <Actions>
        <ButtonLink as={RouterLink} to={PROGRESS_PATH} variant="secondary">
          {t('round.end.progress')}
        </ButtonLink>
        <ButtonLink as={RouterLink} to={challengePath(challenge.id)}>
          {t('round.end.leaderboard')}
        </ButtonLink>
      </Actions>
    </PlayerColumn>
  );
}

import { useId } from 'react';
import { Link as RouterDomLink } from 'react-router-dom';
import { formatNumber, useLanguage, useTranslation } from '@kk/i18n';
import {
  Alert,
  Avatar,
  BackLink,
  Badge,
  ButtonLink,
  Card,
  CardLink,
  CheckIcon,
  EmptyState,
  Page,
  QueryState,
  Skeleton,
  StackList,
  StarIcon,
} from '@kk/ui-kit';
import {
  CardBody,
  CardMeta,
  CardNote,
  CardTitle,
  Section,
  SectionNote,
  SectionTitle,
} from '../shared/challenge.styles';
import { KIND_LABELS } from '../shared/labels';
import type { LeaderboardRow } from '../shared/leaderboard';
import { RouterLink } from '../shared/router-link';
import {
  BoardRow,
  Figures,
  Place,
  Points,
  ScoreValue,
  Sections,
  SwitchButton,
  SwitchKnob,
  SwitchTrack,
  Who,
} from './challenge-page.styles';
import { useChallenge, type ChallengeDetail, type ShowNameSetting, type UseChallengeResult } from './use-challenge';

/** The switch that shows the child's name to the others (assumed contract). */
function ShowNameSwitch({ setting }: { setting: ShowNameSetting }) {
  const { t } = useTranslation('learning-challenges');
  const hintId = useId();
  const busy = setting.saving || !setting.ready;
  return (
    <>
      <SwitchButton
        type="button"
        role="switch"
        aria-checked={setting.checked}
        aria-describedby={hintId}
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) setting.set(!setting.checked);
        }}
      >
        <span>{t('challenge.showName')}</span>
        <SwitchTrack $on={setting.checked} aria-hidden="true">
          <SwitchKnob />
        </SwitchTrack>
      </SwitchButton>
      <SectionNote id={hintId}>{t('challenge.showNameHint')}</SectionNote>
      {setting.failed && <Alert tone="danger">{t('challenge.showNameError')}</Alert>}
    </>
  );
}

/** One row of the leaderboard. */
function Row({ row }: { row: LeaderboardRow }) {
  const { t } = useTranslation('learning-challenges');
  const label = row.name ?? t('challenge.classmate');
  return (
    <BoardRow $me={row.isMe} aria-current={row.isMe ? 'true' : undefined}>
      <Place>
        <bdi>{t('place', { count: row.rank })}</bdi>
      </Place>
      <Avatar name={label} src={row.image || null} size="sm" decorative />
      <Who>
        <bdi>{label}</bdi>
        {row.isMe && (
          <Badge tone="info" size="sm">
            {t('challenge.me')}
          </Badge>
        )}
      </Who>
      <Points>
        <bdi>{t('challenge.rowScore', { count: row.score })}</bdi>
      </Points>
    </BoardRow>
  );
}

/** "Le classement": the child's place and neighbours, and the name switch. */
function Leaderboard({ challenge, showName }: { challenge: ChallengeDetail; showName: ShowNameSetting }) {
  const { t } = useTranslation('learning-challenges');
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('challenge.leaderboard')}</SectionTitle>
      {challenge.leaderboard.length === 0 ? (
        <SectionNote>{t('challenge.leaderboardEmpty')}</SectionNote>
      ) : (
        <>
          <SectionNote>{t('challenge.leaderboardHint')}</SectionNote>
          <StackList as="ol" $gap={2} aria-labelledby={titleId}>
            {challenge.leaderboard.map((row) => (
              <Row key={row.id} row={row} />
            ))}
          </StackList>
        </>
      )}
      <ShowNameSwitch setting={showName} />
    </Section>
  );
}

/** The challenge's exercises (call 43), each opening its screen. */
function Exercises({ exercises }: { exercises: UseChallengeResult['exercises'] }) {
  const { t } = useTranslation('learning-challenges');
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('challenge.exercises')}</SectionTitle>
      <QueryState
        query={exercises}
        errorMessage={t('challenge.exercisesError')}
        loading={<Skeleton variant="rect" height="5rem" />}
        isEmpty={(list) => list.length === 0}
        empty={<SectionNote>{t('challenge.exercisesEmpty')}</SectionNote>}
      >
        {(list) => (
          <StackList $gap={2} aria-labelledby={titleId}>
            {list.map((exercise) => (
              <Card key={exercise.id} as="li" interactive padding="sm">
                <CardBody>
                  <CardTitle>
                    <CardLink href={exercise.href} as={RouterLink}>
                      {exercise.title}
                    </CardLink>
                  </CardTitle>
                  <CardMeta>
                    <bdi>{t('challenge.exercise', { points: exercise.points, minutes: exercise.minutes })}</bdi>
                    {exercise.done && (
                      <Badge tone="success" size="sm">
                        <CheckIcon /> {t('challenge.exerciseDone')}
                      </Badge>
                    )}
                  </CardMeta>
                </CardBody>
              </Card>
            ))}
          </StackList>
        )}
      </QueryState>
    </Section>
  );
}

/** "Mes défis en chiffres": points, played, won (`stats_challenge_score`). */
function Stats({ stats }: { stats: UseChallengeResult['stats'] }) {
  const { t } = useTranslation('learning-challenges');
  const { language } = useLanguage();
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('challenge.stats')}</SectionTitle>
      <QueryState
        query={stats}
        errorMessage={t('challenge.statsError')}
        loading={<Skeleton variant="rect" height="4rem" />}
      >
        {(data) => (
          <Figures>
            <div>
              <dt>{t('challenge.points')}</dt>
              <dd>{formatNumber(data.total_score, language)}</dd>
            </div>
            <div>
              <dt>{t('challenge.played')}</dt>
              <dd>{formatNumber(data.challenges_played, language)}</dd>
            </div>
            <div>
              <dt>{t('challenge.won')}</dt>
              <dd>{formatNumber(data.challenges_won, language)}</dd>
            </div>
          </Figures>
        )}
      </QueryState>
    </Section>
  );
}

/** The challenge's card: kind, subject, the child's score, and "Jouer" while it is open. */
function Summary({ challenge }: { challenge: ChallengeDetail }) {
  const { t } = useTranslation('learning-challenges');
  return (
    <Card as="section" aria-label={t('challenge.myScore')} padding="lg">
      <CardBody>
        <CardMeta>
          <Badge tone="info" size="sm">
            {t(KIND_LABELS[challenge.kind])}
          </Badge>
          <span>{challenge.subject ?? t('mixed')}</span>
        </CardMeta>
        <CardNote>{t('challenge.myScore')}</CardNote>
        {challenge.played ? (
          <ScoreValue>
            <bdi>{t('score', { score: challenge.score, max: challenge.maxScore })}</bdi>
          </ScoreValue>
        ) : (
          <CardNote $strong>{t('challenge.notPlayed')}</CardNote>
        )}
        {challenge.group === 'done' ? (
          <CardNote>{t('challenge.over')}</CardNote>
        ) : (
          challenge.playHref && (
            <ButtonLink as={RouterDomLink} to={challenge.playHref} size="lg" fullWidth startIcon={<StarIcon />}>
              {t('challenge.play')}
            </ButtonLink>
          )
        )}
      </CardBody>
    </Card>
  );
}

/**
 * `/defis/:challengeId`: a challenge with the child's score and "Jouer" (→ a round of its exercises, `/defis/:challengeId/jouer`),
 * the leaderboard around the child (never a last place; names only of those who show them, and
 * the switch for the child's own), its exercises and the child's statistics (see {@link useChallenge}).
 */
export function ChallengePage() {
  const { t } = useTranslation('learning-challenges');
  const vm = useChallenge();
  const title = vm.challenge.data?.title ?? t('challenge.title');

  return (
    <Page title={title}>
      <BackLink as={RouterDomLink} to="/defis">
        {t('challenge.back')}
      </BackLink>
      <QueryState
        query={vm.challenge}
        errorMessage={t('challenge.loadError')}
        loading={<Skeleton variant="rect" height="12rem" />}
        isEmpty={(challenge) => challenge === null}
        empty={
          <EmptyState
            icon={<StarIcon />}
            title={t('challenge.notFound')}
            description={t('challenge.notFoundHint')}
            action={
              <ButtonLink as={RouterDomLink} to="/defis">
                {t('challenge.back')}
              </ButtonLink>
            }
          />
        }
      >
        {(challenge) =>
          challenge && (
            <Sections>
              <Summary challenge={challenge} />
              <Leaderboard challenge={challenge} showName={vm.showName} />
              <Exercises exercises={vm.exercises} />
              <Stats stats={vm.stats} />
            </Sections>
          )
        }
      </QueryState>
    </Page>
  );
}

import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { apiErrorCause, type SheetTarget } from '@kk/api-clients';
import type { ExamFeedbackMode, ExamSheet } from '@kk/domain';
import { useFormatters, useTranslation, type TranslationKey } from '@kk/i18n';
import {
  Alert,
  Button,
  ButtonLink,
  CalendarIcon,
  EmptyState,
  Modal,
  Page,
  QueryState,
  Skeleton,
  SuccessIcon,
  VisuallyHidden,
} from '@kk/ui-kit';
import { isAnswered } from './answers';
import { PlayerColumn, Actions, ProgressBlock, ProgressTrack, StatusBar, TimerPill, Hint } from './player.styles';
import { QuestionView } from './question-view';
import { ResultView } from './result-view';
import { usePlayer, type Player } from './use-player';

/** What the player plays. */
export type PlayerKind = 'exam' | 'exercise';

const TEXTS: Record<
  PlayerKind,
  Record<'title' | 'loadError' | 'notFound' | 'empty' | 'emptyHint' | 'submit', TranslationKey>
> = {
  exam: {
    title: 'learning-exams:exam.title',
    loadError: 'learning-exams:exam.loadError',
    notFound: 'learning-exams:exam.notFound',
    empty: 'learning-exams:exam.empty',
    emptyHint: 'learning-exams:exam.emptyHint',
    submit: 'learning-exams:submit.exam',
  },
  exercise: {
    title: 'learning-exams:exercise.title',
    loadError: 'learning-exams:exercise.loadError',
    notFound: 'learning-exams:exercise.notFound',
    empty: 'learning-exams:exercise.empty',
    emptyHint: 'learning-exams:exercise.emptyHint',
    submit: 'learning-exams:submit.exercise',
  },
};

const INTROS: Record<ExamFeedbackMode, TranslationKey> = {
  immediate: 'learning-exams:intro.immediate',
  end: 'learning-exams:intro.end',
  none: 'learning-exams:intro.none',
};

/** `/examens/:examId`: an exam to take (student). */
export function ExamPage() {
  const { examId = '' } = useParams();
  return <PlayerScreen key={examId} kind="exam" target={{ exam_id: examId }} />;
}

/** `/exercices/:exerciseId`: an exercise to practise (student). */
export function ExercisePage() {
  const { exerciseId = '' } = useParams();
  return <PlayerScreen key={exerciseId} kind="exercise" target={{ exercise_id: exerciseId }} />;
}

/** The player's loading shape: the progress line, a question, the buttons. */
export function PlayerSkeleton() {
  return (
    <>
      <Skeleton variant="rect" height="1.5rem" />
      <Skeleton variant="rect" height="16rem" />
      <Skeleton variant="rect" height="3rem" />
    </>
  );
}

/**
 * The player of one exam or exercise: loading, failure with Retry, not found, no questions, an
 * exam that is not open (why), the questions (one per page or all on one page, with the §9
 * feedback mode and the countdown) and the result.
 */
function PlayerScreen({ kind, target }: { kind: PlayerKind; target: SheetTarget }) {
  const { t } = useTranslation('learning-exams');
  const player = usePlayer(target);
  const texts = TEXTS[kind];
  const sheet = player.query.data;
  return (
    <Page title={sheet?.title ?? t(texts.title)} description={sheet?.subject_name || undefined}>
      <QueryState
        query={player.query}
        errorMessage={t(texts.loadError)}
        loading={<PlayerSkeleton />}
        isNotFound={(error) => apiErrorCause(error) === 'not-found'}
        notFound={<EmptyState title={t(texts.notFound)} headingLevel={2} action={<HomeLink />} />}
        isEmpty={(data) => data.state === 'open' && data.questions.length === 0}
        empty={<EmptyState title={t(texts.empty)} description={t(texts.emptyHint)} action={<HomeLink />} />}
      >
        {(data) => <PlayerBody kind={kind} sheet={data} player={player} />}
      </QueryState>
    </Page>
  );
}

/** A way out of the player, beside its empty states and results: home, a challenge, the challenges. */
export function ExitLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ButtonLink as={RouterLink} to={to} variant="secondary">
      {children}
    </ButtonLink>
  );
}

function HomeLink() {
  const { t } = useTranslation('learning-exams');
  return <ExitLink to="/">{t('closed.home')}</ExitLink>;
}

function PlayerBody({ kind, sheet, player }: { kind: PlayerKind; sheet: ExamSheet; player: Player }) {
  const { t } = useTranslation('learning-exams');
  const submitAlert = player.submitError && (
    <Alert tone={player.submitError === 'learning-exams:submit.failed' ? 'danger' : 'warning'}>
      {t(player.submitError)}
    </Alert>
  );
  if (player.result) {
    return (
      <PlayerColumn>
        {player.timedOut && (
          <Alert tone="info" live="polite">
            {t('timer.over')}
          </Alert>
        )}
        {submitAlert}
        <ResultView
          sheet={sheet}
          result={player.result}
          answers={player.sentAnswers}
          onAgain={kind === 'exercise' ? player.restart : undefined}
          autoFocus={player.submittedNow}
        />
      </PlayerColumn>
    );
  }
  if (sheet.state !== 'open') {
    return (
      <PlayerColumn>
        {submitAlert}
        <ClosedView sheet={sheet} />
      </PlayerColumn>
    );
  }
  return <OpenPlayer kind={kind} sheet={sheet} player={player} submitAlert={submitAlert} />;
}

/** Why an exam cannot be taken: not started (when it opens), ended (when it closed), handed in. */
function ClosedView({ sheet }: { sheet: ExamSheet }) {
  const { t } = useTranslation('learning-exams');
  const { formatDate } = useFormatters();
  const date = (value: string | null) => (value ? formatDate(value, 'long') : '');
  if (sheet.state === 'not_started') {
    return (
      <EmptyState
        icon={<CalendarIcon />}
        title={t('closed.notStartedTitle')}
        description={t('closed.notStartedText', { date: date(sheet.start_date) })}
        action={<HomeLink />}
      />
    );
  }
  if (sheet.state === 'ended') {
    return (
      <EmptyState
        icon={<CalendarIcon />}
        title={t('closed.endedTitle')}
        description={t('closed.endedText', { date: date(sheet.end_date) })}
        action={<HomeLink />}
      />
    );
  }
  return (
    <EmptyState
      icon={<SuccessIcon />}
      title={t('closed.submittedTitle')}
      description={t('closed.submittedText')}
      action={<HomeLink />}
    />
  );
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** What ends a sheet instead of its submit: a challenge round's "Exercice suivant" / "Terminer le défi". */
export interface PlayerFinish {
  /** The button's text. */
  label: string;
  /** Runs when the child is done with the sheet (every question checked, in immediate mode). */
  onFinish: () => void;
  /** The button is busy (the round is being sent). @default false */
  busy?: boolean;
}

/** Props of {@link OpenPlayer}. */
export interface OpenPlayerProps {
  /** Exam or exercise (the submit button's text). */
  kind: PlayerKind;
  sheet: ExamSheet;
  player: Player;
  /** Why the submit (or the round) failed, shown above the buttons. */
  submitAlert: ReactNode;
  /** Ends the sheet with this instead of the submit. @default undefined (the submit) */
  finish?: PlayerFinish;
}

/**
 * The questions of an open sheet: the intro, "Question 2 sur 6" with its bar, the countdown, each
 * question (one per page or all on one page) with its check (immediate mode), and the submit, or
 * `finish` (a challenge round plays each exercise with it).
 */
export function OpenPlayer({ kind, sheet, player, submitAlert, finish }: OpenPlayerProps) {
  const { t } = useTranslation('learning-exams');
  const [confirming, setConfirming] = useState(false);
  const [moved, setMoved] = useState(false);
  const { questions, index, paged, immediate, checks } = player;
  const total = questions.length;
  const current = questions[index];
  const last = index === total - 1;
  const { secondsLeft, announcedMinutes } = player.countdown;

  const submit = () => {
    if (finish) finish.onFinish();
    else if (player.unanswered > 0) setConfirming(true);
    else void player.submit();
  };
  const go = (to: number) => {
    setMoved(true);
    player.goTo(to);
  };
  const announcement =
    announcedMinutes === null
      ? ''
      : announcedMinutes === 0
        ? t('timer.over')
        : announcedMinutes === 1
          ? t('timer.lastMinute')
          : t('timer.soon', { count: announcedMinutes });

  const busy = finish ? (finish.busy ?? false) : player.submitting;
  const submitButton = (
    <Button onClick={submit} loading={busy} disabled={busy} size="lg">
      {finish ? finish.label : t(TEXTS[kind].submit)}
    </Button>
  );
  const checkButton = (question: (typeof questions)[number]) => (
    <Button
      size="lg"
      onClick={() => void player.check(question)}
      loading={player.checking === question.id}
      disabled={!isAnswered(question, player.answers[question.id])}
    >
      {t('nav.check')}
    </Button>
  );

  return (
    <PlayerColumn>
      <Hint>
        {t(INTROS[sheet.feedback_mode])} <bdi>{t('intro.questions', { count: total })}</bdi>
        {sheet.duration_minutes ? (
          <>
            {' · '}
            <bdi>{t('intro.minutes', { count: sheet.duration_minutes })}</bdi>
          </>
        ) : null}
      </Hint>
      <StatusBar>
        {paged && total > 0 && (
          <ProgressBlock>
            <span>{t('progress', { current: index + 1, total })}</span>
            <ProgressTrack max={total} value={index + 1} aria-hidden="true" />
          </ProgressBlock>
        )}
        {secondsLeft !== null && (
          <TimerPill $urgent={secondsLeft <= 60} role="timer" aria-label={t('timer.label')}>
            <bdi>{clock(secondsLeft)}</bdi>
          </TimerPill>
        )}
      </StatusBar>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {player.checkError && <Alert tone="danger">{t(player.checkError)}</Alert>}
      {paged && current ? (
        <>
          <QuestionView
            key={current.id}
            question={current}
            number={index + 1}
            answer={player.answers[current.id]}
            onAnswer={player.setAnswer}
            check={checks[current.id]}
            autoFocus={moved}
          />
          {submitAlert}
          <Actions>
            {index > 0 && (
              <Button variant="secondary" size="lg" onClick={() => go(index - 1)}>
                {t('nav.previous')}
              </Button>
            )}
            {immediate && !checks[current.id] ? (
              checkButton(current)
            ) : last ? (
              submitButton
            ) : (
              <Button size="lg" onClick={() => go(index + 1)}>
                {t('nav.next')}
              </Button>
            )}
          </Actions>
        </>
      ) : (
        <>
          {questions.map((question, i) => (
            <PlayerColumn key={question.id}>
              <QuestionView
                question={question}
                number={i + 1}
                answer={player.answers[question.id]}
                onAnswer={player.setAnswer}
                check={checks[question.id]}
              />
              {immediate && !checks[question.id] && <Actions>{checkButton(question)}</Actions>}
            </PlayerColumn>
          ))}
          {submitAlert}
          <Actions>{submitButton}</Actions>
        </>
      )}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('submit.confirmTitle')}
        description={t('submit.confirmText', { count: player.unanswered })}
        role="alertdialog"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('submit.keepGoing')}
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                void player.submit();
              }}
            >
              {t('submit.confirm')}
            </Button>
          </>
        }
      />
    </PlayerColumn>
  );
}

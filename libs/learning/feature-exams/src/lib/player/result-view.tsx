import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ExamResult, ExamSheet } from '@kk/domain';
import { useFormatters, useTranslation, type TranslationKey } from '@kk/i18n';
import { ButtonLink, Button } from '@kk/ui-kit';
import { answerToSend, expectedLabels, gradeBand, type AnswerMap, type GradeBand } from './answers';
import {
  Actions,
  CorrectionItem,
  CorrectionLine,
  CorrectionList,
  CorrectionPrompt,
  GradeBadge,
  GradeDetail,
  GradeLabel,
  GradeMessage,
  GradeValue,
  PlayerColumn,
  SectionTitle,
} from './player.styles';

const BAND_MESSAGES: Record<GradeBand, TranslationKey> = {
  great: 'learning-exams:result.great',
  good: 'learning-exams:result.good',
  keepGoing: 'learning-exams:result.keepGoing',
};

/** Props of {@link ResultView}. */
export interface ResultViewProps {
  sheet: ExamSheet;
  result: ExamResult;
  /** The answers sent (to show "Ta réponse" beside each correction), when still known. */
  answers?: AnswerMap;
  /** Starts the exercise again (exercises only). */
  onAgain?: () => void;
  /** Moves the focus to the grade when shown (the submit button that had it is gone). @default false */
  autoFocus?: boolean;
}

/**
 * The result: the grade on 20, big, with a kind message (never shaming), the right answers, the
 * points of an exercise, and the corrections when the mode allows (none: the grade only).
 */
export function ResultView({ sheet, result, answers = {}, onAgain, autoFocus = false }: ResultViewProps) {
  const { t } = useTranslation('learning-exams');
  const badgeRef = useRef<HTMLDivElement>(null);
  const focusOnShow = useRef(autoFocus);
  useEffect(() => {
    if (focusOnShow.current) badgeRef.current?.focus();
  }, []);
  const { formatNumber } = useFormatters();
  const byId = new Map(sheet.questions.map((q) => [q.id, q]));
  const corrections = result.corrections ?? [];
  return (
    <PlayerColumn>
      <GradeBadge role="group" aria-label={t('result.title')} ref={badgeRef} tabIndex={autoFocus ? -1 : undefined}>
        <GradeLabel>{t('result.gradeLabel')}</GradeLabel>
        <GradeValue>
          <bdi>{t('result.grade', { grade: formatNumber(result.grade), max: formatNumber(result.max_grade) })}</bdi>
        </GradeValue>
        <GradeMessage>{t(BAND_MESSAGES[gradeBand(result)])}</GradeMessage>
        <GradeDetail>{t('result.count', { correct: result.correct_count, total: result.questions_count })}</GradeDetail>
        {result.points_earned !== null && (
          <GradeDetail>{t('result.points', { count: result.points_earned })}</GradeDetail>
        )}
      </GradeBadge>
      {result.corrections === null ? (
        <GradeDetail>{t('result.noCorrections')}</GradeDetail>
      ) : (
        <section aria-labelledby="player-corrections">
          <SectionTitle id="player-corrections">{t('result.corrections')}</SectionTitle>
          <CorrectionList>
            {corrections.map((correction, index) => {
              const question = byId.get(correction.question_id);
              if (!question) return null;
              const sent = answerToSend(question, answers[question.id]);
              const given =
                question.type === 'true_false'
                  ? sent?.value === undefined
                    ? []
                    : [sent.value ? t('question.true') : t('question.false')]
                  : expectedLabels(question, { choice_ids: sent?.choice_ids ?? null, text: sent?.text ?? null });
              const expected =
                question.type === 'true_false'
                  ? [correction.expected.value ? t('question.true') : t('question.false')]
                  : expectedLabels(question, correction.expected);
              const joiner = question.type === 'ordering' ? ' → ' : ', ';
              return (
                <CorrectionItem key={correction.question_id} $correct={correction.correct}>
                  <CorrectionPrompt>
                    {t('question.number', { number: index + 1 })} · <bdi>{question.prompt}</bdi>
                  </CorrectionPrompt>
                  <CorrectionLine>
                    <strong>{correction.correct ? t('feedback.right') : t('feedback.wrong')}</strong>
                  </CorrectionLine>
                  {!correction.correct && (
                    <CorrectionLine>
                      {given.length > 0
                        ? t('result.yourAnswer', { answer: given.join(joiner) })
                        : t('feedback.noAnswer')}
                    </CorrectionLine>
                  )}
                  {!correction.correct && (
                    <CorrectionLine>
                      {question.type === 'ordering'
                        ? t('feedback.expectedOrder', { answer: expected.join(joiner) })
                        : t('feedback.expected', { answer: expected.join(joiner) })}
                    </CorrectionLine>
                  )}
                  {correction.explanation && (
                    <CorrectionLine>
                      <bdi>{correction.explanation}</bdi>
                    </CorrectionLine>
                  )}
                </CorrectionItem>
              );
            })}
          </CorrectionList>
        </section>
      )}
      <Actions>
        {onAgain && (
          <Button variant="secondary" onClick={onAgain}>
            {t('result.again')}
          </Button>
        )}
        <ButtonLink as={RouterLink} to="/">
          {t('result.home')}
        </ButtonLink>
      </Actions>
    </PlayerColumn>
  );
}

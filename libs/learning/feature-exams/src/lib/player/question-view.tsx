import { useEffect, useId, useRef, useState } from 'react';
import type { Answer, AnswerCheck, Question } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { Alert, ChevronDownIcon, ChevronUpIcon, IconButton, TextField, VisuallyHidden } from '@kk/ui-kit';
import { expectedLabels, moveItem, orderOf, toggleChoice } from './answers';
import {
  AnswerFieldset,
  ChoiceLabel,
  Choices,
  Hint,
  OrderItem,
  OrderLabel,
  OrderList,
  OrderMoves,
  OrderPlace,
  Prompt,
  QuestionCard,
  QuestionNumber,
} from './player.styles';

/** Props of {@link QuestionView}. */
export interface QuestionViewProps {
  question: Question;
  /** Its place in the sheet, from 1. */
  number: number;
  /** The answer given so far. */
  answer: Answer | undefined;
  /** Called with the new answer. */
  onAnswer: (answer: Answer) => void;
  /** The server's check of this answer (immediate mode): the answer is then locked and corrected. */
  check?: AnswerCheck;
  /** Puts the focus on the prompt when shown (one question per page). @default false */
  autoFocus?: boolean;
}

/** The feedback of a checked answer: kind words, the right answer and why. */
export function CheckFeedback({ question, check }: { question: Question; check: AnswerCheck }) {
  const { t } = useTranslation('learning-exams');
  const labels = expectedLabels(question, check.expected);
  const expected =
    question.type === 'true_false'
      ? t('feedback.expected', { answer: check.expected.value ? t('question.true') : t('question.false') })
      : question.type === 'ordering'
        ? t('feedback.expectedOrder', { answer: labels.join(' → ') })
        : t('feedback.expected', { answer: labels.join(', ') });
  return (
    <Alert
      tone={check.correct ? 'success' : 'warning'}
      live="polite"
      title={check.correct ? t('feedback.right') : t('feedback.wrong')}
    >
      {!check.correct && <>{expected} </>}
      {check.explanation && <bdi>{check.explanation}</bdi>}
    </Alert>
  );
}

/**
 * One question with its answer controls, by type: big radio cards (single choice, true/false),
 * checkbox cards (multiple choice), a text field (short answer), and an ordered list moved with
 * "monter / descendre" buttons (ordering: keyboard first, no drag). Native inputs, so arrows, Tab
 * and Space work as everywhere.
 */
export function QuestionView({ question, number, answer, onAnswer, check, autoFocus = false }: QuestionViewProps) {
  const { t } = useTranslation('learning-exams');
  const name = useId();
  const locked = check !== undefined;
  const promptRef = useRef<HTMLLegendElement>(null);
  // Once, when the question is shown (a page turn): a later render must not take the focus back
  // from the control in use (an ordering's "monter" button).
  const focusOnShow = useRef(autoFocus);
  useEffect(() => {
    if (focusOnShow.current) promptRef.current?.focus();
  }, []);
  const expected = new Set(check?.expected.choice_ids ?? []);
  const stateOf = (choiceId: number) =>
    !check
      ? undefined
      : expected.has(choiceId)
        ? ('right' as const)
        : answer?.choice_ids?.includes(choiceId)
          ? ('wrong' as const)
          : undefined;

  return (
    <QuestionCard aria-labelledby={`${name}-prompt`} data-question-id={question.id}>
      <AnswerFieldset disabled={locked}>
        <Prompt id={`${name}-prompt`} tabIndex={autoFocus ? -1 : undefined} ref={promptRef}>
          <QuestionNumber>{t('question.number', { number })}</QuestionNumber>
          <bdi>{question.prompt}</bdi>
        </Prompt>
        {question.hint && (
          <Hint>
            <bdi>{question.hint}</bdi>
          </Hint>
        )}
        {question.type === 'single_choice' && (
          <Choices>
            {question.choices.map((choice) => (
              <ChoiceLabel key={choice.id} $state={stateOf(choice.id)}>
                <input
                  type="radio"
                  name={name}
                  checked={answer?.choice_ids?.[0] === choice.id}
                  onChange={() => onAnswer({ question_id: question.id, choice_ids: [choice.id] })}
                />
                <bdi>{choice.label}</bdi>
              </ChoiceLabel>
            ))}
          </Choices>
        )}
        {question.type === 'multiple_choice' && (
          <Choices>
            {question.choices.map((choice) => (
              <ChoiceLabel key={choice.id} $state={stateOf(choice.id)}>
                <input
                  type="checkbox"
                  checked={answer?.choice_ids?.includes(choice.id) ?? false}
                  onChange={() => onAnswer(toggleChoice(answer, question.id, choice.id))}
                />
                <bdi>{choice.label}</bdi>
              </ChoiceLabel>
            ))}
          </Choices>
        )}
        {question.type === 'true_false' && (
          <Choices $columns={2}>
            {[true, false].map((value) => (
              <ChoiceLabel
                key={String(value)}
                $state={
                  !check
                    ? undefined
                    : check.expected.value === value
                      ? 'right'
                      : answer?.value === value
                        ? 'wrong'
                        : undefined
                }
              >
                <input
                  type="radio"
                  name={name}
                  checked={answer?.value === value}
                  onChange={() => onAnswer({ question_id: question.id, value })}
                />
                {value ? t('question.true') : t('question.false')}
              </ChoiceLabel>
            ))}
          </Choices>
        )}
        {question.type === 'short_answer' && (
          <TextField
            label={t('question.textLabel')}
            value={answer?.text ?? ''}
            maxLength={200}
            autoComplete="off"
            spellCheck={false}
            readOnly={locked}
            onChange={(event) => onAnswer({ question_id: question.id, text: event.target.value })}
          />
        )}
        {question.type === 'ordering' && (
          <OrderingControl question={question} answer={answer} onAnswer={onAnswer} locked={locked} />
        )}
      </AnswerFieldset>
      {check && <CheckFeedback question={question} check={check} />}
    </QuestionCard>
  );
}

function OrderingControl({
  question,
  answer,
  onAnswer,
  locked,
}: {
  question: Question;
  answer: Answer | undefined;
  onAnswer: (answer: Answer) => void;
  locked: boolean;
}) {
  const { t } = useTranslation('learning-exams');
  const [moved, setMoved] = useState('');
  const order = orderOf(question, answer);
  const labels = new Map(question.choices.map((c) => [c.id, c.label]));
  const move = (from: number, by: -1 | 1) => {
    if (from + by < 0 || from + by >= order.length) return;
    const next = moveItem(order, from, by);
    onAnswer({ question_id: question.id, choice_ids: next });
    const item = labels.get(order[from]) ?? '';
    setMoved(t('question.moved', { item, position: from + by + 1 }));
  };
  return (
    <>
      <Hint>{t('question.orderHint')}</Hint>
      <OrderList>
        {order.map((id, index) => {
          const item = labels.get(id) ?? '';
          return (
            <OrderItem key={id}>
              <OrderPlace aria-hidden="true">{index + 1}</OrderPlace>
              <OrderLabel>
                <bdi>{item}</bdi>
              </OrderLabel>
              {!locked && (
                <OrderMoves>
                  <IconButton
                    label={t('question.moveUp', { item })}
                    icon={<ChevronUpIcon />}
                    variant="secondary"
                    // aria-disabled, not disabled: the focus stays on the button of the item that just moved.
                    aria-disabled={index === 0 || undefined}
                    onClick={() => move(index, -1)}
                  />
                  <IconButton
                    label={t('question.moveDown', { item })}
                    icon={<ChevronDownIcon />}
                    variant="secondary"
                    aria-disabled={index === order.length - 1 || undefined}
                    onClick={() => move(index, 1)}
                  />
                </OrderMoves>
              )}
            </OrderItem>
          );
        })}
      </OrderList>
      <VisuallyHidden role="status">{moved}</VisuallyHidden>
    </>
  );
}

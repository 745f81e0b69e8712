import type { Answer, AnswerCheck, ExamResult, Question } from '@kk/domain';

/** The answers given so far, by question id. */
export type AnswerMap = Record<number, Answer>;

/** Whether `answer` says something for `question` (an ordering always has an order: answered). */
export function isAnswered(question: Question, answer: Answer | undefined): boolean {
  switch (question.type) {
    case 'single_choice':
    case 'multiple_choice':
      return (answer?.choice_ids?.length ?? 0) > 0;
    case 'true_false':
      return typeof answer?.value === 'boolean';
    case 'short_answer':
      return (answer?.text ?? '').trim() !== '';
    case 'ordering':
      return true;
  }
}

/** The answer to send for `question`: the one given, or (ordering) the order shown. */
export function answerToSend(question: Question, answer: Answer | undefined): Answer | null {
  if (question.type === 'ordering') {
    return { question_id: question.id, choice_ids: answer?.choice_ids ?? question.choices.map((c) => c.id) };
  }
  if (!isAnswered(question, answer) || !answer) return null;
  const { question_id, choice_ids, value, text } = answer;
  if (question.type === 'short_answer') return { question_id, text: (text ?? '').trim() };
  if (question.type === 'true_false') return { question_id, value };
  return { question_id, choice_ids };
}

/** The order of an ordering question's items: the student's, else the one served. */
export function orderOf(question: Question, answer: Answer | undefined): number[] {
  const served = question.choices.map((c) => c.id);
  const mine = answer?.choice_ids ?? [];
  return mine.length === served.length && served.every((id) => mine.includes(id)) ? mine : served;
}

/** `order` with the item at `from` moved by `by` places (−1 up, +1 down); unchanged at the ends. */
export function moveItem(order: readonly number[], from: number, by: -1 | 1): number[] {
  const to = from + by;
  if (from < 0 || from >= order.length || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/** A multiple-choice answer with `choiceId` ticked or not. */
export function toggleChoice(answer: Answer | undefined, questionId: number, choiceId: number): Answer {
  const ids = answer?.choice_ids ?? [];
  const next = ids.includes(choiceId) ? ids.filter((id) => id !== choiceId) : [...ids, choiceId];
  return { question_id: questionId, choice_ids: next };
}

/** How a result reads to a child: a band for its kind message. */
export type GradeBand = 'great' | 'good' | 'keepGoing';

/** The band of a grade: 16 and more on 20 is great, 10 and more good, else keep going (never shaming). */
export function gradeBand(result: Pick<ExamResult, 'grade' | 'max_grade'>): GradeBand {
  const on20 = result.max_grade > 0 ? (result.grade / result.max_grade) * 20 : 0;
  if (on20 >= 16) return 'great';
  if (on20 >= 10) return 'good';
  return 'keepGoing';
}

/** The answers a sheet's checks lock (immediate mode), by question id. */
export function checksById(checks: readonly AnswerCheck[]): Record<number, AnswerCheck> {
  return Object.fromEntries(checks.map((c) => [c.question_id, c]));
}

/** The labels of an expected answer, for the correction ("La bonne réponse : …"). */
export function expectedLabels(question: Question, expected: AnswerCheck['expected']): string[] {
  if (question.type === 'short_answer') return expected.text ? [expected.text] : [];
  if (question.type === 'true_false') return [];
  const byId = new Map(question.choices.map((c) => [c.id, c.label]));
  return (expected.choice_ids ?? []).flatMap((id) => (byId.has(id) ? [byId.get(id) as string] : []));
}

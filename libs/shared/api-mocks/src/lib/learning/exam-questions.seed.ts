import type { Question } from '@kk/domain';
import { SUBJECT_IDS } from '../seed/reference-lists';
import examQuestions from './exam-questions.json';

/**
 * The questions of the exam and exercise player (assumed contract, see
 * libs/shared/api-clients/README.md): static, in French, for children. A question row carries its
 * key (never served with the question) and an explanation shown with the correction.
 */

/** What a right answer is: the choice ids (in order, for ordering), the true/false value, or the accepted texts. */
export interface QuestionKey {
  choice_ids?: number[];
  value?: boolean;
  /** Accepted short answers; compared without case, accents or extra spaces. */
  texts?: string[];
}

/** A question with its key. */
export interface QuestionRow extends Question {
  key: QuestionKey;
  explanation: string;
}

/** A question written without ids: choices as labels, the key as labels or indexes. */
type QuestionDraft =
  | { type: 'single_choice'; prompt: string; choices: string[]; answer: number; explanation: string; hint?: string }
  | { type: 'multiple_choice'; prompt: string; choices: string[]; answers: number[]; explanation: string }
  | { type: 'true_false'; prompt: string; answer: boolean; explanation: string }
  | { type: 'short_answer'; prompt: string; answers: string[]; explanation: string; hint?: string }
  /** Items in the right order; served in another order. */
  | { type: 'ordering'; prompt: string; items: string[]; explanation: string };

/**
 * The six playable exams of the demo student's level (1ère année collège), one per §9 combination:
 * content, in `exam-questions.json` (edited without touching the code), as {@link QuestionDraft}s.
 */
export const PLAYER_EXAM_SETS = examQuestions as Record<string, readonly QuestionDraft[]>;

/** Questions of the other exams and of the exercises, by subject (a general set for the others). */
const SUBJECT_SETS: Record<number, readonly string[]> = {
  [SUBJECT_IDS.maths]: ['fractions', 'nombres'],
  [SUBJECT_IDS.francais]: ['conjugaison', 'lecture'],
  [SUBJECT_IDS.svt]: ['vivant', 'corps'],
  [SUBJECT_IDS.eveil]: ['vivant', 'corps'],
};

const GENERAL_SETS = ['nombres', 'lecture', 'vivant'];

/** Ids of a question and its choices: unique per sheet. */
function materialise(drafts: readonly QuestionDraft[], base: number): QuestionRow[] {
  return drafts.map((draft, index) => {
    const id = base + index + 1;
    const choiceId = (c: number) => id * 10 + c + 1;
    const common = { id, prompt: draft.prompt, points: 1, explanation: draft.explanation };
    switch (draft.type) {
      case 'single_choice':
        return {
          ...common,
          type: draft.type,
          hint: draft.hint ?? null,
          choices: draft.choices.map((label, c) => ({ id: choiceId(c), label })),
          key: { choice_ids: [choiceId(draft.answer)] },
        };
      case 'multiple_choice':
        return {
          ...common,
          type: draft.type,
          hint: 'Plusieurs réponses sont possibles.',
          choices: draft.choices.map((label, c) => ({ id: choiceId(c), label })),
          key: { choice_ids: draft.answers.map(choiceId) },
        };
      case 'true_false':
        return { ...common, type: draft.type, hint: null, choices: [], key: { value: draft.answer } };
      case 'short_answer':
        return { ...common, type: draft.type, hint: draft.hint ?? null, choices: [], key: { texts: draft.answers } };
      case 'ordering': {
        const choices = draft.items.map((label, c) => ({ id: choiceId(c), label }));
        // Served in another order: the second half first, then the first half reversed.
        const half = Math.ceil(choices.length / 2);
        const served = [...choices.slice(half), ...choices.slice(0, half).reverse()];
        return {
          ...common,
          type: draft.type,
          hint: null,
          choices: served,
          key: { choice_ids: choices.map((c) => c.id) },
        };
      }
    }
  });
}

/** The questions of a named set (one of {@link PLAYER_EXAM_SETS}) for sheet `base`. */
export function questionsOfSet(set: string, base: number): QuestionRow[] {
  return materialise(PLAYER_EXAM_SETS[set] ?? [], base);
}

/**
 * The questions of a sheet without a set of its own (the other exams, every exercise): 4 to 6
 * questions of its subject's sets, picked by its id, so each sheet always gets the same ones.
 */
export function questionsForSubject(subjectId: number, sheetId: number, base: number): QuestionRow[] {
  const sets = SUBJECT_SETS[subjectId] ?? GENERAL_SETS;
  const pool = sets.flatMap((set) => PLAYER_EXAM_SETS[set] ?? []);
  const count = 4 + (sheetId % 3);
  const picked = Array.from(
    { length: Math.min(count, pool.length) },
    (_, i) => pool[(sheetId * 7 + i * 5) % pool.length],
  );
  const unique = [...new Set(picked)];
  return materialise(unique, base);
}

import { questionSchema } from '@kk/domain';
import { PLAYER_EXAM_SETS, questionsOfSet } from './exam-questions.seed';

/** exam-questions.json is content typed by a cast: what the code expects of it is checked here. */
describe('the question bank (exam-questions.json)', () => {
  const drafts = Object.entries(PLAYER_EXAM_SETS).flatMap(([set, list]) => list.map((draft) => ({ set, draft })));

  it('has the six sets of the player exams, with questions in each', () => {
    expect(Object.keys(PLAYER_EXAM_SETS).sort()).toEqual(
      ['conjugaison', 'corps', 'fractions', 'lecture', 'nombres', 'vivant'].sort(),
    );
    for (const list of Object.values(PLAYER_EXAM_SETS)) expect(list.length).toBeGreaterThanOrEqual(4);
  });

  it.each(drafts.map(({ set, draft }) => [set, draft.prompt, draft] as const))(
    '%s: "%s" is a question of a known type whose key points at its own choices',
    (_set, _prompt, draft) => {
      expect(draft.prompt.trim()).not.toBe('');
      expect(draft.explanation.trim()).not.toBe('');
      switch (draft.type) {
        case 'single_choice':
          expect(draft.choices.length).toBeGreaterThanOrEqual(2);
          expect(draft.choices[draft.answer]).toBeDefined();
          break;
        case 'multiple_choice':
          expect(draft.answers.length).toBeGreaterThanOrEqual(1);
          for (const answer of draft.answers) expect(draft.choices[answer]).toBeDefined();
          break;
        case 'true_false':
          expect(typeof draft.answer).toBe('boolean');
          break;
        case 'short_answer':
          expect(draft.answers.length).toBeGreaterThanOrEqual(1);
          break;
        case 'ordering':
          expect(draft.items.length).toBeGreaterThanOrEqual(2);
          break;
        default:
          throw new Error(`unknown question type ${(draft as { type: string }).type}`);
      }
    },
  );

  it('serves questions that the clients read (the domain question schema)', () => {
    for (const [set, list] of Object.entries(PLAYER_EXAM_SETS)) {
      const rows = questionsOfSet(set, 100);
      expect(rows).toHaveLength(list.length);
      for (const { key: _key, explanation: _explanation, ...question } of rows) {
        expect(questionSchema.safeParse(question).success).toBe(true);
      }
    }
  });
});

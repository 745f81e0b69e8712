import type { Question } from '@kk/domain';
import { answerToSend, expectedLabels, gradeBand, isAnswered, moveItem, orderOf, toggleChoice } from './answers';

const question = (type: Question['type'], choices = [1, 2, 3]): Question => ({
  id: 9,
  type,
  prompt: 'Question ?',
  hint: null,
  points: 1,
  choices: choices.map((id) => ({ id, label: `choix ${id}` })),
});

describe('answers', () => {
  it('knows when each question type is answered (an ordering always is)', () => {
    expect(isAnswered(question('single_choice'), undefined)).toBe(false);
    expect(isAnswered(question('multiple_choice'), { question_id: 9, choice_ids: [] })).toBe(false);
    expect(isAnswered(question('true_false'), { question_id: 9, value: false })).toBe(true);
    expect(isAnswered(question('short_answer'), { question_id: 9, text: '   ' })).toBe(false);
    expect(isAnswered(question('ordering'), undefined)).toBe(true);
  });

  it('sends only what the type needs, a trimmed text, and the shown order of an untouched ordering', () => {
    expect(answerToSend(question('short_answer'), { question_id: 9, text: ' 3/4 ', value: true })).toEqual({
      question_id: 9,
      text: '3/4',
    });
    expect(answerToSend(question('ordering', [3, 1, 2]), undefined)).toEqual({ question_id: 9, choice_ids: [3, 1, 2] });
    expect(answerToSend(question('single_choice'), undefined)).toBeNull();
  });

  it('moves an ordering item up and down, never past the ends', () => {
    expect(moveItem([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
    expect(orderOf(question('ordering'), { question_id: 9, choice_ids: [3, 2, 1] })).toEqual([3, 2, 1]);
    expect(orderOf(question('ordering'), { question_id: 9, choice_ids: [7] })).toEqual([1, 2, 3]);
  });

  it('ticks and unticks a multiple choice', () => {
    const ticked = toggleChoice(undefined, 9, 2);
    expect(ticked.choice_ids).toEqual([2]);
    expect(toggleChoice(ticked, 9, 2).choice_ids).toEqual([]);
  });

  it('reads a grade as a kind band: 16 and more great, 10 and more good, else keep going', () => {
    expect(gradeBand({ grade: 16, max_grade: 20 })).toBe('great');
    expect(gradeBand({ grade: 10, max_grade: 20 })).toBe('good');
    expect(gradeBand({ grade: 9.5, max_grade: 20 })).toBe('keepGoing');
    expect(gradeBand({ grade: 8, max_grade: 10 })).toBe('great');
  });

  it('names the expected answer by its labels', () => {
    expect(expectedLabels(question('ordering'), { choice_ids: [3, 1, 2] })).toEqual(['choix 3', 'choix 1', 'choix 2']);
    expect(expectedLabels(question('short_answer'), { text: '60' })).toEqual(['60']);
  });
});

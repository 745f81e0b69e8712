import { act, renderHook } from '@testing-library/react';
import { readStoredAnswers, storedAnswersKey, useStoredAnswers } from './use-stored-answers';

describe('useStoredAnswers', () => {
  beforeEach(() => localStorage.clear());

  it('keeps each answer in localStorage per user and sheet, so a reload resumes; clear forgets them', () => {
    const key = storedAnswersKey(5, 'exam', 12);
    const first = renderHook(() => useStoredAnswers(key));

    act(() => first.result.current.setAnswer({ question_id: 1, value: true }));
    act(() => first.result.current.setAnswer({ question_id: 2, text: '60' }));
    const reloaded = renderHook(() => useStoredAnswers(key));

    expect(key).toBe('kk_player:5:exam:12');
    expect(reloaded.result.current.answers).toEqual({
      1: { question_id: 1, value: true },
      2: { question_id: 2, text: '60' },
    });
    expect(renderHook(() => useStoredAnswers(storedAnswersKey(6, 'exam', 12))).result.current.answers).toEqual({});

    act(() => reloaded.result.current.clear());
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('reads a stored value that is not a map of answers as none, and removes it', () => {
    localStorage.setItem('kk_player:5:exam:1', '[1,2]');
    localStorage.setItem('kk_player:5:exam:2', 'not json');

    expect(readStoredAnswers('kk_player:5:exam:1')).toEqual({});
    expect(readStoredAnswers('kk_player:5:exam:2')).toEqual({});
    expect(localStorage.getItem('kk_player:5:exam:2')).toBeNull();
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useProgramme, validateCompetency, validateLesson } from './use-programme';

function render(path = '/professeur/programme') {
  return renderHook(() => useProgramme(), {
    wrapper: hookWrapper({ user: demoSessionUser('prof'), path }).wrapper,
  });
}

describe('useProgramme', () => {
  it('gives one programme per level and subject the professor teaches, the first shown', async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.query.data).toBeDefined());
    expect(result.current.courses.length).toBeGreaterThan(0);
    const keys = result.current.courses.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(result.current.course?.key).toBe(keys[0]);
    expect(result.current.courses.every((c) => c.classes.length > 0)).toBe(true);
  });

  it('adds a chapter at the end, a lesson in it, then deletes the lesson and the chapter', async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.query.data).toBeDefined());
    const before = result.current.chapters.length;

    await act(async () => {
      expect(await result.current.addChapter({ name: ' Les volumes ' })).toBeUndefined();
    });
    await waitFor(() => expect(result.current.chapters).toHaveLength(before + 1));
    const chapter = result.current.chapters.at(-1)!;
    expect(chapter.name).toBe('Les volumes');
    expect(chapter.order).toBe(Math.max(0, ...result.current.chapters.slice(0, -1).map((c) => c.order)) + 1);

    await act(async () => {
      expect(await result.current.addLesson(chapter, { title: 'Le cube', duration: '45' })).toBeUndefined();
    });
    await waitFor(() => expect(result.current.chapters.at(-1)?.lessons).toHaveLength(1));
    const lesson = result.current.chapters.at(-1)!.lessons[0]!;
    expect(lesson).toMatchObject({ title: 'Le cube', duration_minutes: 45, order: 1 });

    await act(() => result.current.removeLesson(lesson.id));
    await waitFor(() => expect(result.current.chapters.at(-1)?.lessons).toHaveLength(0));
    await act(() => result.current.removeChapter(chapter.id));
    await waitFor(() => expect(result.current.chapters).toHaveLength(before));
  });

  it('chooses the programme the URL names', async () => {
    const probe = render();
    await waitFor(() => expect(probe.result.current.courses.length).toBeGreaterThan(1));
    const second = probe.result.current.courses[1]!;
    const { result } = render(`/professeur/programme?cours=${second.key}`);
    await waitFor(() => expect(result.current.course?.key).toBe(second.key));
  });

  it('refuses a lesson without a title or with a duration under 1 minute', () => {
    expect(validateLesson({ title: '', duration: '0' })).toEqual({
      title: 'learning-teaching:programme.lessonRequired',
      duration: 'validation:durationMin',
    });
    expect(validateLesson({ title: 'Le cube', duration: '1,5' })).toEqual({ duration: 'validation:durationMin' });
    expect(validateLesson({ title: 'Le cube', duration: '30' })).toEqual({});
  });

  it("lists the programme's competencies by code, adds one and deletes it", async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.competencies.data).toBeDefined());
    const before = result.current.competencies.data ?? [];
    const codes = before.map((c) => c.code);
    expect(codes).toEqual([...codes].sort((a, b) => a.localeCompare(b, 'fr', { numeric: true })));

    await act(async () => {
      expect(await result.current.addCompetency({ code: ' C99 ', name: ' Modéliser ' })).toBeUndefined();
    });
    await waitFor(() => expect(result.current.competencies.data).toHaveLength(before.length + 1));
    const added = result.current.competencies.data?.find((c) => c.code === 'C99');
    expect(added).toMatchObject({
      name: 'Modéliser',
      subject_id: result.current.course?.subject_id,
      level_id: result.current.course?.level_id,
    });

    if (added) await act(() => result.current.removeCompetency(added.id));
    await waitFor(() => expect(result.current.competencies.data).toHaveLength(before.length));
  });

  it('asks for a competency code and title', () => {
    expect(validateCompetency({ code: ' ', name: '' })).toEqual({
      code: 'learning-teaching:programme.competencyCodeRequired',
      name: 'learning-teaching:programme.competencyNameRequired',
    });
    expect(validateCompetency({ code: 'C1', name: 'Calculer' })).toEqual({});
  });
});

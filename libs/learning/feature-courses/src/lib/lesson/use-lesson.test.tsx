import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, hostPath } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { demoMathsCourse } from '../../testing/demo-course';
import { contentDirection, useBlockView, useExerciseSteps, useLesson, useStageExercises } from './use-lesson';

const ROUTE = '/cours/:subjectId/:courseId/lecons/:lessonId';

const renderLesson = (path: string) =>
  renderHook(() => useLesson(), {
    wrapper: hookWrapper({ user: demoSessionUser('eleve'), path, route: ROUTE }).wrapper,
  });

const plain = () => hookWrapper({ user: demoSessionUser('eleve') }).wrapper;

describe('useLesson', () => {
  it('gives the lesson of the course with its blocks in order, at the first block', async () => {
    const { course, chapter, lesson } = demoMathsCourse();
    const base = `/cours/1/${course.id}/lecons/${lesson.id}`;
    const { result } = renderLesson(base);

    await waitFor(() => expect(result.current.query.data).toBeDefined());
    const view = result.current.query.data;
    expect(view?.lesson.title).toBe(lesson.title);
    expect(view?.chapter.id).toBe(chapter.id);
    expect(view?.blocks.map((b) => b.order)).toEqual([1, 2]);
    expect(view).toMatchObject({ index: 0, previousHref: null, nextHref: `${base}?bloc=2`, backHref: '/cours/1' });
    expect(view?.nextLesson?.lesson.id).toBe(chapter.lessons[1].id);
  });

  it('shows the block of ?bloc= (kept within the blocks), with the way back', async () => {
    const { course, lesson } = demoMathsCourse();
    const base = `/cours/1/${course.id}/lecons/${lesson.id}`;
    const { result } = renderLesson(`${base}?bloc=9`);

    await waitFor(() => expect(result.current.query.data).toBeDefined());
    expect(result.current.query.data).toMatchObject({ index: 1, previousHref: base, nextHref: null });
  });

  it('has no lesson for an id the course does not hold, and asks nothing for a bad path', async () => {
    const { course } = demoMathsCourse();
    const { result } = renderLesson(`/cours/1/${course.id}/lecons/999999`);
    await waitFor(() => expect(result.current.query.data).toBeNull());

    const bad = renderLesson('/cours/1/x/lecons/1');
    expect(bad.result.current.badPath).toBe(true);
  });

  it('reports a course that cannot be loaded', async () => {
    server.use(http.get(hostPath('api/courses/:id'), () => HttpResponse.error()));
    const { course, lesson } = demoMathsCourse();
    const { result } = renderLesson(`/cours/1/${course.id}/lecons/${lesson.id}`);

    await waitFor(() => expect(result.current.query.isError).toBe(true));
  });
});

describe('useBlockView', () => {
  it("gives a block's student view: its HTML", async () => {
    const { course } = demoMathsCourse();
    const block = `${course.chapters[0].lessons[0].block_id.replace(/\+type@vertical.*$/, '')}+type@html+block@ch${course.chapters[0].id}l1b1`;
    const { result } = renderHook(() => useBlockView(course.course_key, block), { wrapper: plain() });

    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.html).toContain('<h2>Pour commencer</h2>');
  });

  it('reports a block that cannot be loaded', async () => {
    server.use(http.get(hostPath('courses/:course/xblock/:block/view/student_view'), () => HttpResponse.error()));
    const { result } = renderHook(() => useBlockView('course-v1:x', 'b'), { wrapper: plain() });

    await waitFor(() => expect(result.current.isError).toBe(true));
  });
});

describe('exercises of the stage', () => {
  it('lists the exercises of the chapter, and the steps of one in order', async () => {
    const { chapter } = demoMathsCourse();
    const exercises = renderHook(() => useStageExercises(chapter.id), { wrapper: plain() });
    await waitFor(() => expect(exercises.result.current.data?.length).toBeGreaterThanOrEqual(2));

    const id = exercises.result.current.data?.[0].id ?? 0;
    const steps = renderHook(() => useExerciseSteps(id), { wrapper: plain() });
    await waitFor(() => expect(steps.result.current.data?.map((s) => s.level)).toEqual([1, 2, 3]));
  });

  it('reports exercises that cannot be loaded', async () => {
    server.use(http.get(hostPath('api/exercises_of_stage/:id'), () => HttpResponse.error()));
    const { result } = renderHook(() => useStageExercises(1), { wrapper: plain() });

    await waitFor(() => expect(result.current.isError).toBe(true));
  });
});

describe('contentDirection', () => {
  it('reads Arabic text right to left, anything else as French', () => {
    expect(contentDirection('القراءة والفهم')).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(contentDirection('Les fractions')).toEqual({ lang: 'fr', dir: 'ltr' });
  });
});

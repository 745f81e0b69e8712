import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, hostPath } from '@kk/api-mocks/node';
import type { Chapter } from '@kk/domain';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { demoMathsCourse } from '../../testing/demo-course';
import { toChapterItems, useSubject } from './use-subject';

const renderSubject = (path = '/cours/1') =>
  renderHook(() => useSubject(), {
    wrapper: hookWrapper({ user: demoSessionUser('eleve'), path, route: '/cours/:subjectId' }).wrapper,
  });

describe('useSubject', () => {
  it("gives the subject's chapters at the student's level in order, each lesson opening its screen", async () => {
    const { course } = demoMathsCourse();
    const { result } = renderSubject();

    await waitFor(() => expect(result.current.query.data).toBeDefined());
    const chapters = result.current.query.data ?? [];
    expect(result.current.name).toBe('Mathématiques');
    expect(chapters.map((c) => c.chapter.title)).toEqual(course.chapters.map((c) => c.title));
    expect(chapters.map((c) => c.chapter.order)).toEqual([1, 2, 3]);
    const first = chapters[0].lessons[0];
    expect(first.href).toBe(`/cours/1/${course.id}/lecons/${course.chapters[0].lessons[0].id}`);
    expect(first.lesson.blocks.length).toBeGreaterThanOrEqual(2);
  });

  it('names the first lesson not done yet as the next step', async () => {
    const { result } = renderSubject();

    await waitFor(() => expect(result.current.query.data).toBeDefined());
    const lessons = (result.current.query.data ?? []).flatMap((c) => c.lessons);
    expect(result.current.next?.item).toEqual(lessons.find((l) => !l.lesson.completed));
  });

  it('reports chapters that cannot be loaded', async () => {
    server.use(http.get(hostPath('api/chapters/:a/:b'), () => HttpResponse.json({ detail: 'x' }, { status: 500 })));
    const { result } = renderSubject();

    await waitFor(() => expect(result.current.query.isError).toBe(true));
  });

  it('asks nothing for a path that is not a subject', () => {
    const { result } = renderSubject('/cours/abc');

    expect(result.current.subjectId).toBeNull();
    expect(result.current.query.isLoading).toBe(false);
  });
});

describe('toChapterItems', () => {
  const lesson = (id: number, order: number, completed = false) => ({
    id,
    chapter_id: 1,
    title: `L${id}`,
    order,
    kind: 'text' as const,
    block_id: `b${id}`,
    duration_minutes: 5,
    completed,
    blocks: [],
  });
  const chapter = (
    id: number,
    order: number,
    courseId: number | null,
    lessons = [lesson(1, 2), lesson(2, 1)],
  ): Chapter => ({
    id,
    title: `C${id}`,
    subject_id: 1,
    level_id: 7,
    order,
    progress: 0,
    course_id: courseId,
    lessons,
  });

  it('orders chapters and lessons, and links a lesson only when its course is known', () => {
    const items = toChapterItems(1, [chapter(2, 2, null), chapter(1, 1, 9, [lesson(3, 1, true)])]);

    expect(items.map((i) => i.chapter.id)).toEqual([1, 2]);
    expect(items[0]).toMatchObject({ done: true, lessons: [{ href: '/cours/1/9/lecons/3' }] });
    expect(items[1].lessons.map((l) => [l.lesson.id, l.href])).toEqual([
      [2, null],
      [1, null],
    ]);
  });
});

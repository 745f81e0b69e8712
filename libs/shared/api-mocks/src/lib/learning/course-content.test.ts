import {
  chaptersResponseSchema,
  courseSchema,
  exercisesOfStageResponseSchema,
  xBlockStudentViewSchema,
} from '@kk/domain';
import { call } from '../../testing/call';
import { getDb } from '../core/db';
import { SUBJECT_IDS } from '../seed/reference-lists';
import { hasWrittenContent } from './course-content';

const bearer = { as: 'eleve', scheme: 'Bearer' } as const;

/** The demo levels whose maths, French and science chapters have their own text. */
const DEMO_LEVELS = [7, 3];

function scienceOf(levelId: number): number {
  return levelId <= 6 ? SUBJECT_IDS.eveil : SUBJECT_IDS.svt;
}

describe('course content of the fake backend', () => {
  it('gives the demo student level 7 (1ère année collège)', () => {
    expect(getDb().users.find((u) => u.username === 'eleve')?.level_id).toBe(7);
  });

  it('has written text for every maths, French and science chapter of the demo levels', () => {
    const { courses } = getDb().learning;

    for (const levelId of DEMO_LEVELS) {
      for (const subjectId of [SUBJECT_IDS.maths, SUBJECT_IDS.francais, scienceOf(levelId)]) {
        const course = courses.find((c) => c.level_id === levelId && c.subject_id === subjectId);
        expect(course?.chapters.map((ch) => ch.title).filter((t) => !hasWrittenContent(t))).toEqual([]);
      }
    }
  });

  it('serves the chapters of a level and subject in order, each with its course and lessons of at least 2 blocks', async () => {
    for (const levelId of DEMO_LEVELS) {
      for (const subjectId of [SUBJECT_IDS.maths, SUBJECT_IDS.francais, SUBJECT_IDS.arabe, scienceOf(levelId)]) {
        const { status, body } = await call('GET', `/api/chapters/${levelId}/${subjectId}`, bearer);
        const chapters = chaptersResponseSchema.parse(body).chapters;

        expect(status).toBe(200);
        expect(chapters.length).toBeGreaterThanOrEqual(3);
        expect(chapters.map((ch) => ch.order)).toEqual([...chapters.map((ch) => ch.order)].sort((a, b) => a - b));
        for (const chapter of chapters) {
          expect(chapter.course_id).toEqual(expect.any(Number));
          expect(chapter.lessons.length).toBeGreaterThanOrEqual(1);
          for (const lesson of chapter.lessons) {
            expect(lesson.blocks.length).toBeGreaterThanOrEqual(2);
            expect(lesson.blocks.map((b) => b.order)).toEqual(lesson.blocks.map((_, i) => i + 1));
          }
        }
      }
    }
  });

  it('serves every block of a demo course as short HTML with a list, a table and a picture, and no external resource', async () => {
    const row = getDb().learning.courses.find((c) => c.level_id === 7 && c.subject_id === SUBJECT_IDS.maths);
    const { body } = await call('GET', `/api/courses/${row?.id}`, bearer);
    const course = courseSchema.parse(body);
    const blocks = course.chapters.flatMap((ch) => ch.lessons.flatMap((l) => l.blocks));
    const views = await Promise.all(
      blocks.map(async (block) => {
        const answer = await call(
          'GET',
          `/courses/${encodeURIComponent(course.course_key)}/xblock/${encodeURIComponent(block.block_id)}/view/student_view`,
          bearer,
        );
        expect(answer.status).toBe(200);
        return xBlockStudentViewSchema.parse(answer.body);
      }),
    );
    const all = views.map((v) => v.html).join('');

    expect(blocks.length).toBeGreaterThanOrEqual(3 * 3 * 2);
    expect(views.every((v, i) => v.block_id === blocks[i].block_id && v.html.length > 20)).toBe(true);
    expect(views.every((v) => v.html.length < 2000 && v.paragraphs.length > 0)).toBe(true);
    expect(all).toContain('<ul>');
    expect(all).toContain('<table>');
    expect(all).toContain('<svg');
    expect(all).toContain('Le périmètre');
    expect(all).not.toMatch(/<script|\s(?:src|href)=|url\(|@import|\son[a-z]+=/i);
  });

  it('answers 404 for a block of another course', async () => {
    const [first, second] = getDb().learning.courses;
    const block = second.chapters[0].lessons[0].block_id;

    const answer = await call(
      'GET',
      `/courses/${encodeURIComponent(first.course_key)}/xblock/${encodeURIComponent(block)}/view/student_view`,
      bearer,
    );

    expect(answer.status).toBe(404);
  });

  it('serves exercises for every chapter of the demo levels, each with its steps', async () => {
    const chapters = getDb()
      .learning.courses.filter((c) => DEMO_LEVELS.includes(c.level_id))
      .flatMap((c) => c.chapters);

    for (const chapter of chapters) {
      const { body } = await call('GET', `/api/exercises_of_stage/${chapter.id}`, bearer);
      const { exercises } = exercisesOfStageResponseSchema.parse(body);
      expect(exercises.length).toBeGreaterThanOrEqual(2);
      const steps = await call('GET', '/get_exercice_level/', { ...bearer, query: { exercise_id: exercises[0].id } });
      expect(steps.status).toBe(200);
    }
  });
});

import { taskToggleSchema, type XBlockStudentView } from '@kk/domain';
import { HttpResponse } from 'msw';
import { forbidden, invalidField, notFound, requireUser } from '../core/auth';
import { learnerOf, NOT_YOUR_CHILD } from '../core/child-reads';
import { getDb } from '../core/db';
import { backend, hostPath, intParam, readJson, readQuery, validate } from '../core/http';
import type { FakeUser } from '../core/users';
import { blockHtml, LESSON_STEP_BLOCKS } from './course-content';
import { examForUser } from './exam-player.handlers';
import { canActFor, chapterView, courseView, currentLevelOf, exerciseView, lessonBlocks, taskView } from './views';

/** Ids a user's lists cover: themselves, and a parent's children. */
function learnerIds(user: FakeUser): number[] {
  return [user.id, ...(user.children ?? [])];
}

function levelFilter(query: Record<string, unknown>, user: FakeUser): number | null {
  return intParam(query, 'level_id', null) ?? currentLevelOf(user);
}

/**
 * The student view of a block of `courseKey`: a lesson's content block (its HTML from
 * course-content.ts), or a lesson's unit (`type@vertical`: its blocks one after the other).
 */
function xblockView(courseKey: string, blockId: string, user: FakeUser): XBlockStudentView | null {
  const course = getDb().learning.courses.find((c) => c.course_key === courseKey);
  if (!course) return null;
  const done = getDb().learning.completedLessons[String(user.id)] ?? [];
  for (const chapter of course.chapters) {
    for (const lesson of chapter.lessons) {
      const blocks = lessonBlocks(lesson);
      const step = (lesson.order - 1) % LESSON_STEP_BLOCKS.length;
      const index = blocks.findIndex((b) => b.block_id === blockId);
      if (lesson.block_id !== blockId && index === -1) continue;
      const shown = index === -1 ? blocks.map((_, i) => i) : [index];
      const html = shown.map((i) => blockHtml(chapter.title, course.subject_id, step, i)).join('');
      const block = index === -1 ? null : blocks[index];
      const kind = block
        ? block.kind
        : lesson.kind === 'exercise'
          ? 'problem'
          : lesson.kind === 'text'
            ? 'html'
            : lesson.kind;
      return {
        course_key: course.course_key,
        block_id: blockId,
        kind,
        display_name: block?.display_name ?? lesson.title,
        paragraphs: htmlText(html),
        media_url: kind === 'video' ? `https://media.koolskools.ma/videos/${lesson.id}.mp4` : null,
        completed: done.includes(lesson.id),
        html,
      };
    }
  }
  return null;
}

/** The plain-text reading of a fragment: the text of each block element. */
function htmlText(html: string): string[] {
  return html
    .split(/<\/(?:h2|p|li|caption|tr|figure)>/)
    .map((part) =>
      part
        .replace(/<[^>]*>/g, ' ')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

/** Tasks (40, 41), activities, exams and course content (45–47, 55, 58–60). */
export const progressHandlers = [
  // 40: tasks of student {a} at level {b}, due between `from` and `to`.
  backend.get(hostPath('api/tasks/:a/:b/'), ({ request, params }) => {
    const user = requireUser(request, 'bearer');
    const studentId = Number(params['a']);
    const levelId = Number(params['b']);
    // A parent asking for another family's child is refused (403); another student's tasks are not found.
    if (!canActFor(user, studentId)) return user.account_type === 'parent' ? forbidden(NOT_YOUR_CHILD) : notFound();
    const query = readQuery(request);
    const from = typeof query['from'] === 'string' ? query['from'] : '';
    const to = typeof query['to'] === 'string' ? query['to'] : '9999-12-31';
    const now = Date.now();
    const tasks = getDb()
      .learning.tasks.filter((t) => t.student_id === studentId && t.level_id === levelId)
      .map((t) => taskView(t, now))
      .filter((t) => t.due_date >= from && t.due_date <= to)
      .sort((a, b) => a.due_date.localeCompare(b.due_date) || a.id - b.id);
    return HttpResponse.json({ tasks });
  }),

  // 41: toggle a task's validation.
  backend.post(hostPath('tasks/:task_id/toggle_validate'), async ({ request, params }) => {
    const user = requireUser(request, 'bearer');
    const payload = validate(taskToggleSchema, await readJson(request));
    if (payload.task_id !== Number(params['task_id'])) {
      return invalidField('task_id', 'Does not match the path');
    }
    const task = getDb().learning.tasks.find(
      (t) => t.id === payload.task_id && learnerIds(user).includes(t.student_id),
    );
    if (!task) return notFound();
    task.validated = !task.validated;
    return HttpResponse.json(taskView(task));
  }),

  // 45: the activity feed of the user (a parent sees their children's, or one child's with `child_id`).
  backend.get(hostPath('api/koolskools_activities/'), ({ request }) => {
    const user = requireUser(request, 'bearer');
    const query = readQuery(request);
    const level = intParam(query, 'level_id', null);
    const subject = intParam(query, 'subject_id', null);
    const learner = learnerOf(user, query);
    const ids = learner === user ? learnerIds(user) : [learner.id];
    const activities = getDb()
      .learning.activities.filter(
        (a) =>
          ids.includes(a.student_id) &&
          (level === null || a.level_id === level) &&
          (subject === null || a.subject_id === subject),
      )
      .sort((a, b) => b.date.localeCompare(a.date))
      .map(({ student_id: _student, ...activity }) => activity);
    return HttpResponse.json({ activities });
  }),

  // 46: exams of a level (the user's current level by default; a parent's child's with `child_id`).
  backend.get(hostPath('api/koolskools_exams/'), ({ request }) => {
    const query = readQuery(request);
    const user = learnerOf(requireUser(request, 'bearer'), query);
    const level = levelFilter(query, user);
    const subject = intParam(query, 'subject_id', null);
    const exams = getDb()
      .learning.exams.filter((e) => e.level_id === level && (subject === null || e.subject_id === subject))
      .map((e) => examForUser(e, user));
    return HttpResponse.json({ exams });
  }),

  // 47: the student view of an xblock (a lesson's unit or one of its blocks).
  backend.get(hostPath('courses/:course/xblock/:block/view/student_view'), ({ request, params }) => {
    const user = requireUser(request, 'bearer');
    const view = xblockView(String(params['course']), String(params['block']), user);
    return view ? HttpResponse.json(view) : notFound();
  }),

  // 55: the levels of an exercise.
  backend.get(hostPath('get_exercice_level/'), ({ request }) => {
    requireUser(request, 'bearer');
    const exerciseId = intParam(readQuery(request), 'exercise_id', null);
    if (exerciseId === null) return invalidField('exercise_id', 'Required');
    const levels = getDb().learning.exerciseSteps.filter((l) => l.exercise_id === exerciseId);
    return levels.length ? HttpResponse.json({ exercise_levels: levels }) : notFound();
  }),

  // 58: chapters of level {a} in subject {b}.
  backend.get(hostPath('api/chapters/:a/:b'), ({ request, params }) => {
    const user = requireUser(request, 'bearer');
    const level = Number(params['a']);
    const subject = Number(params['b']);
    const chapters = getDb()
      .learning.courses.filter((c) => c.level_id === level && c.subject_id === subject)
      .flatMap((c) => c.chapters)
      .map((ch) => chapterView(ch, user));
    return HttpResponse.json({ chapters });
  }),

  // 59: one course.
  backend.get(hostPath('api/courses/:id'), ({ request, params }) => {
    const user = requireUser(request, 'bearer');
    const course = getDb().learning.courses.find((c) => c.id === Number(params['id']));
    if (!course) return notFound();
    return HttpResponse.json(courseView(course, user));
  }),

  // 60: the exercises of a stage (a chapter).
  backend.get(hostPath('api/exercises_of_stage/:id'), ({ request, params }) => {
    const user = requireUser(request, 'bearer');
    const stageId = Number(params['id']);
    if (!getDb().learning.courses.some((c) => c.chapters.some((ch) => ch.id === stageId))) return notFound();
    const exercises = getDb()
      .learning.exercises.filter((e) => e.chapter_id === stageId)
      .map((e) => exerciseView(e, user));
    return HttpResponse.json({ stage_id: stageId, exercises });
  }),
];

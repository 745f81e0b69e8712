import {
  exerciseCategoryPayloadSchema,
  reclamationTypePayloadSchema,
  schoolChapterPayloadSchema,
  schoolLessonPayloadSchema,
  schoolSubjectPayloadSchema,
  textbookPayloadSchema,
  textbookValidatePayloadSchema,
} from '@kk/domain';
import { HttpResponse } from 'msw';
import { invalidField, notFound, requireUser } from '../core/auth';
import { backend, hostPath, intParam, readJson, validate } from '../core/http';
import { displayName } from '../core/users';
import { crudHandler, schoolState } from './crud-handler';
import { schoolRead } from './read-handler';
import { classOfSchool, requireSchool, subjectName } from './rows';
import type { SchoolRow, SchoolState } from './state';

type TextbookRow = SchoolState['textbook'][number];

function textbookView({ school_id: _s, ...entry }: TextbookRow) {
  return { ...entry, subject_name: subjectName(entry.subject_id) };
}

function chapterOfSchool(chapterId: number, school: SchoolRow): boolean {
  return schoolState().chapters.some((c) => c.id === chapterId && c.school_id === school.id);
}

/**
 * Exercise categories (63; add/edit/delete assumed), subjects (named), chapters (67, 82, chapter
 * delete), lessons (86), reclamation types (88; the list assumed), textbook (named: list, save,
 * validate).
 */
export const curriculumHandlers = [
  schoolRead('exercises_categories_handler', (school) => ({
    categories: schoolState()
      .exerciseCategories.filter((c) => c.school_id === school.id)
      .map(({ school_id: _s, ...c }) => c),
  })),

  // Assumed ("School settings"): a school's administrators keep its categories; a new one is empty.
  crudHandler({
    path: 'exercises_categories_handler',
    parse: (body) => validate(exerciseCategoryPayloadSchema, body),
    roles: ['admin'],
    rows: () => schoolState().exerciseCategories,
    create: (fields, school) => ({ ...fields, exercises_count: 0, school_id: school.id }),
  }),

  // Subjects: the national programme's are read-only; a school adds, edits and deletes its own.
  crudHandler({
    path: 'schools_subject_handler',
    parse: (body) => validate(schoolSubjectPayloadSchema, body),
    roles: ['admin'],
    rows: () => schoolState().subjects,
    create: (fields, school) => ({ ...fields, school_id: school.id }),
  }),

  schoolRead('schools_chapter_handler', (school, query) => {
    const subjectId = intParam(query, 'subject_id', null);
    const levelId = intParam(query, 'level_id', null);
    const state = schoolState();
    return {
      chapters: state.chapters
        .filter(
          (c) =>
            c.school_id === school.id &&
            (subjectId === null || c.subject_id === subjectId) &&
            (levelId === null || c.level_id === levelId),
        )
        .sort((a, b) => a.level_id - b.level_id || a.subject_id - b.subject_id || a.order - b.order)
        .map(({ school_id: _s, ...c }) => ({
          ...c,
          lessons: state.lessons.filter((l) => l.chapter_id === c.id).sort((a, b) => a.order - b.order),
        })),
    };
  }),

  // 82 and "chapter delete": the same handler; deleting a chapter deletes its lessons.
  crudHandler({
    path: 'schools_chapter_handler',
    parse: (body) => validate(schoolChapterPayloadSchema, body),
    roles: ['admin', 'professor'],
    rows: () => schoolState().chapters,
    create: (fields, school) => ({ ...fields, school_id: school.id }),
    afterDelete: (chapter) => {
      const state = schoolState();
      state.lessons = state.lessons.filter((l) => l.chapter_id !== chapter.id);
    },
  }),

  crudHandler({
    path: 'school_lesson_handler',
    parse: (body) => validate(schoolLessonPayloadSchema, body),
    roles: ['admin', 'professor'],
    rows: () => schoolState().lessons,
    belongs: (lesson, school) => chapterOfSchool(lesson.chapter_id, school),
    check: (fields, school) =>
      chapterOfSchool(fields.chapter_id, school) ? undefined : invalidField('chapter_id', 'Unknown chapter'),
    create: (fields) => fields,
  }),

  // Assumed ("School settings"): the list, in the order they were added.
  schoolRead('schools_reclamation_type_handler', (school) => ({
    reclamation_types: schoolState()
      .reclamationTypes.filter((r) => r.school_id === school.id)
      .map(({ school_id: _s, ...r }) => r),
  })),

  crudHandler({
    path: 'schools_reclamation_type_handler',
    parse: (body) => validate(reclamationTypePayloadSchema, body),
    roles: ['admin'],
    rows: () => schoolState().reclamationTypes,
    create: (fields, school) => ({ ...fields, school_id: school.id }),
  }),

  // Textbook: a class's entries, newest first.
  schoolRead('schools_textbook_handler', (school, query) => {
    const classId = intParam(query, 'class_id', null);
    if (classId === null) return invalidField('class_id', 'Required');
    const subjectId = intParam(query, 'subject_id', null);
    return {
      textbook: schoolState()
        .textbook.filter(
          (t) =>
            t.school_id === school.id && t.class_id === classId && (subjectId === null || t.subject_id === subjectId),
        )
        .sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id)
        .map(textbookView),
    };
  }),

  // Textbook validate.
  backend.post(hostPath('schools_textbook_handler/validate'), async ({ request }) => {
    const user = requireUser(request, 'bearer');
    const school = requireSchool(user, ['admin']);
    const payload = validate(textbookValidatePayloadSchema, await readJson(request));
    const entry = schoolState().textbook.find((t) => t.id === payload.id && t.school_id === school.id);
    if (!entry) return notFound();
    entry.validated = true;
    return HttpResponse.json(textbookView(entry));
  }),

  // Textbook save: a professor writes the entries; an edit needs validating again.
  crudHandler({
    path: 'schools_textbook_handler',
    parse: (body) => {
      const payload = validate(textbookPayloadSchema, body);
      return payload.action === 'edit' ? { ...payload, validated: false } : payload;
    },
    roles: ['admin', 'professor'],
    rows: () => schoolState().textbook,
    check: (fields, school) =>
      classOfSchool(fields.class_id, school) ? undefined : invalidField('class_id', 'Unknown class'),
    create: (fields, school, user) => ({
      ...fields,
      school_id: school.id,
      professor_name: displayName(user),
      validated: false,
    }),
  }),
];

import type {
  Appreciation,
  SchoolClass,
  Classroom,
  ClassroomType,
  Competency,
  Control,
  Evaluation,
  ExerciseCategory,
  Holiday,
  ManagedSchool,
  ReclamationType,
  ScholarYear,
  SchoolChapter,
  SchoolEvent,
  SchoolLesson,
  SeanceType,
  Student,
  TextbookEntry,
  Absence,
} from '@kk/domain';
import type { SeedContext } from '../core/seed-context';
import { seedSchool } from './school.seed';

/** Rows that belong to one school. */
interface OfSchool {
  school_id: number;
}

/** A managed school and its administrators. */
export interface SchoolRow extends ManagedSchool {
  admin_ids: number[];
}

/** A class row; `students_count` is counted from the students. */
export type ClasseRow = Omit<SchoolClass, 'students_count'>;

/** A classroom row; `type_name` comes from its type. */
export type ClassroomRow = Omit<Classroom, 'type_name'> & OfSchool;

/**
 * A seance series: the same class period every `periodicity_weeks` weeks on `weekday`, from
 * `first_date` to `last_date` (inclusive; null = open). A catch-up is a series of one date
 * (`periodicity_weeks` 0). Occurrences are computed for the dates asked.
 */
export interface SeanceSeriesRow extends OfSchool {
  id: number;
  class_id: number;
  subject_id: number;
  professor_id: number;
  classroom_id: number | null;
  /** ISO weekday, 1 Monday ... 6 Saturday. */
  weekday: number;
  start_time: string;
  end_time: string;
  type: SeanceType;
  periodicity_weeks: number;
  first_date: string;
  last_date: string | null;
  /**
   * The series this one was split from by a "this date and all following" change (the first of
   * the line): an "all dates" change or deletion reaches every part. Absent for an unsplit series.
   */
  origin_id?: number;
}

/** A change of one occurrence of a series ("only this date"): new values, or cancelled. */
export interface SeanceOverrideRow {
  series_id: number;
  date: string;
  cancelled: boolean;
  start_time?: string;
  end_time?: string;
  subject_id?: number;
  professor_id?: number;
  classroom_id?: number | null;
}

/** A student row; `class_name` comes from the class; `user_id` links a learning account. */
export type StudentRow = Omit<Student, 'class_name' | 'has_account'> & OfSchool & { user_id: number | null };

/** A subject row: national programme subjects have `school_id` null; schools add their own. */
export interface SubjectRow {
  id: number;
  school_id: number | null;
  name: string;
  name_ar: string;
  level_ids: number[];
  coefficient: number;
}

/** The school-management part of the fake backend's store (`getDb().school`). */
export interface SchoolState {
  schools: SchoolRow[];
  scholarYears: (ScholarYear & OfSchool)[];
  classes: ClasseRow[];
  classroomTypes: (ClassroomType & OfSchool)[];
  classrooms: ClassroomRow[];
  series: SeanceSeriesRow[];
  overrides: SeanceOverrideRow[];
  students: StudentRow[];
  absences: (Omit<Absence, 'student_name'> & OfSchool)[];
  subjects: SubjectRow[];
  exerciseCategories: (ExerciseCategory & OfSchool)[];
  chapters: (Omit<SchoolChapter, 'lessons'> & OfSchool)[];
  lessons: SchoolLesson[];
  competencies: (Competency & OfSchool)[];
  controls: (Omit<Control, 'subject_name'> & OfSchool)[];
  evaluations: Omit<Evaluation, 'student_name'>[];
  appreciations: (Omit<Appreciation, 'student_name'> & OfSchool)[];
  holidays: (Holiday & OfSchool)[];
  events: (SchoolEvent & OfSchool)[];
  reclamationTypes: (ReclamationType & OfSchool)[];
  textbook: (Omit<TextbookEntry, 'subject_name'> & OfSchool)[];
}

/** Seeds the school-management state (deterministic for a given context). */
export function seedSchoolState(ctx: SeedContext): SchoolState {
  return seedSchool(ctx);
}

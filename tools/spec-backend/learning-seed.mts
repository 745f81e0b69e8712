/**
 * The learning platform's and school management's part of a space's state (calls 31–95): the
 * student `eleve` (user 6, Yasmine, level 7 "1re année collège") with homework, exams, challenges,
 * recent activity and friends; the parent `parent` (user 7) whose child she is; a school with its
 * classes, students, calendar and grades (school-seed.mts).
 *
 * Field names follow what the spec names (§3, §7) and, where it names none, the assumed contract
 * the clients document (libs/shared/api-clients/README.md, the `@kk/domain` schemas' JSDoc), read
 * as documentation: nothing here is imported from the clients or the fake backend.
 */
import { createSchoolState, type SchoolState } from './school-seed.mts';

/** What the learning platform knows of a user beyond the shop's record (§3 session user). */
export interface Learner {
  user_id: number;
  /** §3 `current_level`: a level id, or null while none is chosen. */
  current_level: number | null;
  birthday: string | null;
  gender: 'M' | 'F' | null;
  /** The chosen avatar's image, else null. */
  image: string | null;
  /** Children of a parent (user ids). */
  children: number[];
}

/** Someone who appears in leaderboards and friend lists without being a user of this space. */
export interface Classmate {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  level_id: number;
}

export interface Professor {
  id: number;
  name: string;
}

/** Homework (§3 "Task toggle payload: task_id", §4 "Task validation is toggled"). */
export interface LearningTask {
  id: number;
  student_id: number;
  level_id: number;
  subject_id: number;
  professor_id: number;
  title: string;
  description: string;
  /** ISO date. */
  due_date: string;
  validated: boolean;
}

export interface LearningExam {
  id: number;
  level_id: number;
  subject_id: number;
  title: string;
  start_date: string;
  end_date: string;
  duration_minutes: number;
  questions_count: number;
  /** §9 exam modes. */
  feedback_mode: 'end' | 'immediate' | 'none';
  paging_mode: 'one_per_page' | 'all_on_one_page';
  status: 'not_started' | 'in_progress' | 'submitted' | 'corrected' | 'expired';
  /** Out of 20 (§9 grade scale), once corrected. */
  grade: number | null;
}

/** §1 challenges: daily, peer, group, class, superhero, with scores. */
export interface LearningChallenge {
  id: number;
  kind: 'daily' | 'peer' | 'group' | 'class' | 'superhero';
  title: string;
  subject_id: number | null;
  level_id: number;
  start_date: string;
  end_date: string;
  status: 'active' | 'completed' | 'expired';
  exercise_ids: number[];
  max_score: number;
  /** Score of each participant (user or classmate id). */
  scores: Record<number, number>;
  blocked_by: number[];
}

export interface LearningActivity {
  id: number;
  user_id: number;
  type: 'exercise' | 'course' | 'challenge' | 'exam' | 'video';
  title: string;
  subject_id: number;
  level_id: number;
  target_id: number;
  date: string;
  /** Percent, null when not scored. */
  score: number | null;
  completed: boolean;
}

export interface LearningExercise {
  id: number;
  title: string;
  type: 'qcm' | 'true_false' | 'fill_blank' | 'matching' | 'free_text';
  subject_id: number;
  level_id: number;
  difficulty: number;
  points: number;
  duration_minutes: number;
  chapter_id: number;
  done_by: number[];
}

export interface LearningLesson {
  id: number;
  chapter_id: number;
  title: string;
  order: number;
  kind: 'video' | 'text' | 'pdf' | 'exercise';
  block_id: string;
  duration_minutes: number;
}

export interface LearningChapter {
  id: number;
  title: string;
  subject_id: number;
  level_id: number;
  order: number;
  lessons: LearningLesson[];
}

export interface LearningCourse {
  id: number;
  course_key: string;
  title: string;
  description: string;
  subject_id: number;
  level_id: number;
  chapter_ids: number[];
}

export interface Friendship {
  id: number;
  user_id: number;
  friend_id: number;
  status: 'accepted' | 'pending';
  group: string | null;
}

export interface StoredImage {
  id: number;
  user_id: number;
  url: string;
  name: string;
  created_at: string;
}

export interface LearningState {
  learners: Learner[];
  classmates: Classmate[];
  professors: Professor[];
  tasks: LearningTask[];
  exams: LearningExam[];
  challenges: LearningChallenge[];
  activities: LearningActivity[];
  exercises: LearningExercise[];
  chapters: LearningChapter[];
  courses: LearningCourse[];
  avatars: { id: number; name: string; image_url: string }[];
  friendships: Friendship[];
  images: StoredImage[];
  /** Students attached to a school (call 38): user id, school id, Massar code. */
  schoolLinks: { user_id: number; school_id: number; code_massar: string }[];
  /** Block ids of the lessons the student completed. */
  completedBlocks: string[];
  school: SchoolState;
}

/** The student `eleve` (state.mts user 6) and her level. */
export const STUDENT_ID = 6;
export const PARENT_ID = 7;
export const STUDENT_LEVEL = 7;

const MATHS = 1;
const FRENCH = 2;
const ARABIC = 3;
const SCIENCES = 4;

const avatar = (id: number, name: string, color: string) => ({
  id,
  name,
  image_url: `https://images.exemple.ma/avatars/${id}-${color}.png`,
});

/**
 * The ISO date `days` from today (UTC). What must stay ahead of the day a test runs (homework due,
 * the next exam) or on it (today's daily challenge) is dated from today; the past keeps fixed dates.
 */
function fromToday(days: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

export function createLearningState(): LearningState {
  const task = (
    id: number,
    subjectId: number,
    professorId: number,
    title: string,
    dueDate: string,
    validated: boolean,
  ): LearningTask => ({
    id,
    student_id: STUDENT_ID,
    level_id: STUDENT_LEVEL,
    subject_id: subjectId,
    professor_id: professorId,
    title,
    description: `${title} (cahier de textes).`,
    due_date: dueDate,
    validated,
  });
  const lesson = (id: number, chapterId: number, order: number, title: string, kind: LearningLesson['kind']) => ({
    id,
    chapter_id: chapterId,
    title,
    order,
    kind,
    block_id: `block-${id}`,
    duration_minutes: 15,
  });
  return {
    learners: [
      {
        user_id: STUDENT_ID,
        current_level: STUDENT_LEVEL,
        birthday: '2013-04-12',
        gender: 'F',
        image: null,
        children: [],
      },
      { user_id: PARENT_ID, current_level: null, birthday: null, gender: 'F', image: null, children: [STUDENT_ID] },
    ],
    classmates: [
      { id: 61, username: 'amine', first_name: 'Amine', last_name: 'Tazi', level_id: STUDENT_LEVEL },
      { id: 62, username: 'salma.k', first_name: 'Salma', last_name: 'Kettani', level_id: STUDENT_LEVEL },
      { id: 63, username: 'omar', first_name: 'Omar', last_name: 'Idrissi', level_id: STUDENT_LEVEL },
    ],
    professors: [
      { id: 31, name: 'M. Alaoui' },
      { id: 32, name: 'Mme Berrada' },
      { id: 33, name: 'M. Chraibi' },
    ],
    tasks: [
      task(501, MATHS, 31, 'Exercices 4 à 7 page 52 : fractions', fromToday(6), false),
      task(502, FRENCH, 32, 'Lire le chapitre 3 du Petit Prince', fromToday(7), true),
      task(503, SCIENCES, 33, 'Schéma du cycle de l’eau', fromToday(11), false),
      task(504, ARABIC, 32, 'Réciter le poème de la page 30', fromToday(13), false),
    ],
    exams: [
      {
        id: 601,
        level_id: STUDENT_LEVEL,
        subject_id: MATHS,
        title: 'Contrôle n° 2 – Nombres relatifs',
        start_date: `${fromToday(14)}T08:30:00Z`,
        end_date: `${fromToday(14)}T09:30:00Z`,
        duration_minutes: 60,
        questions_count: 12,
        feedback_mode: 'end',
        paging_mode: 'one_per_page',
        status: 'not_started',
        grade: null,
      },
      {
        id: 602,
        level_id: STUDENT_LEVEL,
        subject_id: FRENCH,
        title: 'Dictée préparée – Le Petit Prince',
        start_date: '2026-11-12T10:00:00Z',
        end_date: '2026-11-12T10:45:00Z',
        duration_minutes: 45,
        questions_count: 1,
        feedback_mode: 'none',
        paging_mode: 'all_on_one_page',
        status: 'corrected',
        grade: 16.5,
      },
      {
        id: 603,
        level_id: 3,
        subject_id: MATHS,
        title: 'Tables de multiplication',
        start_date: '2026-11-20T08:00:00Z',
        end_date: '2026-11-20T08:30:00Z',
        duration_minutes: 30,
        questions_count: 20,
        feedback_mode: 'immediate',
        paging_mode: 'one_per_page',
        status: 'not_started',
        grade: null,
      },
    ],
    challenges: [
      {
        id: 701,
        kind: 'daily',
        title: 'Calcul mental express',
        subject_id: MATHS,
        level_id: STUDENT_LEVEL,
        start_date: `${fromToday(0)}T00:00:00Z`,
        end_date: `${fromToday(0)}T23:59:00Z`,
        status: 'active',
        exercise_ids: [801, 802],
        max_score: 100,
        scores: { 61: 90, [STUDENT_ID]: 80, 62: 40 },
        blocked_by: [],
      },
      {
        id: 702,
        kind: 'superhero',
        title: 'Les héros de la grammaire',
        subject_id: null,
        level_id: STUDENT_LEVEL,
        start_date: '2026-11-01T00:00:00Z',
        end_date: '2026-11-20T23:59:00Z',
        status: 'completed',
        exercise_ids: [803],
        max_score: 200,
        scores: { [STUDENT_ID]: 170, 63: 120 },
        blocked_by: [],
      },
      {
        id: 703,
        kind: 'class',
        title: 'Défi de la classe CE2',
        subject_id: SCIENCES,
        level_id: 3,
        start_date: '2026-11-01T00:00:00Z',
        end_date: `${fromToday(24)}T23:59:00Z`,
        status: 'active',
        exercise_ids: [],
        max_score: 50,
        scores: {},
        blocked_by: [],
      },
    ],
    activities: [
      {
        id: 901,
        user_id: STUDENT_ID,
        type: 'exercise',
        title: 'Fractions : simplifier',
        subject_id: MATHS,
        level_id: STUDENT_LEVEL,
        target_id: 801,
        date: '2026-11-25T17:20:00Z',
        score: 85,
        completed: true,
      },
      {
        id: 902,
        user_id: STUDENT_ID,
        type: 'course',
        title: 'Le cycle de l’eau',
        subject_id: SCIENCES,
        level_id: STUDENT_LEVEL,
        target_id: 1001,
        date: '2026-11-24T16:05:00Z',
        score: null,
        completed: false,
      },
      {
        id: 903,
        user_id: STUDENT_ID,
        type: 'exam',
        title: 'Dictée préparée – Le Petit Prince',
        subject_id: FRENCH,
        level_id: STUDENT_LEVEL,
        target_id: 602,
        date: '2026-11-12T10:45:00Z',
        score: 82.5,
        completed: true,
      },
      {
        id: 904,
        user_id: 61,
        type: 'exercise',
        title: 'Nombres relatifs',
        subject_id: MATHS,
        level_id: STUDENT_LEVEL,
        target_id: 802,
        date: '2026-11-25T18:00:00Z',
        score: 60,
        completed: true,
      },
    ],
    exercises: [
      {
        id: 801,
        title: 'Fractions : simplifier',
        type: 'qcm',
        subject_id: MATHS,
        level_id: STUDENT_LEVEL,
        difficulty: 2,
        points: 50,
        duration_minutes: 10,
        chapter_id: 1101,
        done_by: [STUDENT_ID],
      },
      {
        id: 802,
        title: 'Nombres relatifs : comparer',
        type: 'true_false',
        subject_id: MATHS,
        level_id: STUDENT_LEVEL,
        difficulty: 1,
        points: 50,
        duration_minutes: 8,
        chapter_id: 1101,
        done_by: [],
      },
      {
        id: 803,
        title: 'Accorder le participe passé',
        type: 'fill_blank',
        subject_id: FRENCH,
        level_id: STUDENT_LEVEL,
        difficulty: 3,
        points: 200,
        duration_minutes: 20,
        chapter_id: 1102,
        done_by: [STUDENT_ID],
      },
    ],
    chapters: [
      {
        id: 1101,
        title: 'Fractions et nombres relatifs',
        subject_id: MATHS,
        level_id: STUDENT_LEVEL,
        order: 1,
        lessons: [
          lesson(1201, 1101, 1, 'Qu’est-ce qu’une fraction ?', 'video'),
          lesson(1202, 1101, 2, 'Simplifier', 'text'),
        ],
      },
      {
        id: 1102,
        title: 'Le participe passé',
        subject_id: FRENCH,
        level_id: STUDENT_LEVEL,
        order: 1,
        lessons: [lesson(1203, 1102, 1, 'Avec être et avoir', 'text')],
      },
    ],
    courses: [
      {
        id: 1001,
        course_key: 'course-v1:koolskools+MATH1AC+2026',
        title: 'Mathématiques 1re année collège',
        description: 'Le programme de mathématiques de la 1re année du collège.',
        subject_id: MATHS,
        level_id: STUDENT_LEVEL,
        chapter_ids: [1101],
      },
    ],
    avatars: [
      avatar(1, 'Lion', 'orange'),
      avatar(2, 'Chouette', 'brun'),
      avatar(3, 'Dauphin', 'bleu'),
      avatar(4, 'Renard', 'roux'),
      avatar(5, 'Tortue', 'vert'),
    ],
    friendships: [
      { id: 1301, user_id: STUDENT_ID, friend_id: 61, status: 'accepted', group: 'Classe 1AC-A' },
      { id: 1302, user_id: STUDENT_ID, friend_id: 62, status: 'pending', group: null },
    ],
    images: [
      {
        id: 1401,
        user_id: STUDENT_ID,
        url: 'https://images.exemple.ma/uploads/1764000000000_dessin.png',
        name: '1764000000000_dessin.png',
        created_at: '2026-11-20T15:00:00Z',
      },
    ],
    schoolLinks: [],
    completedBlocks: [],
    school: createSchoolState(),
  };
}

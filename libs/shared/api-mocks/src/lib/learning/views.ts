import type {
  Challenge,
  Chapter,
  Course,
  Exercise,
  Friend,
  LessonBlock,
  LoginUser,
  Task,
  UploadedImage,
} from '@kk/domain';
import { getDb } from '../core/db';
import type { FakeUser } from '../core/users';
import { seedLevel, seedSubject } from '../seed/reference-lists';
import { bookCover } from '../seed/images';
import { LESSON_STEP_BLOCKS } from './course-content';
import { localDayFromToday } from './local-days';
import { awaitsParentOf } from './family';
import type {
  ChallengeRow,
  ChapterRow,
  CourseRow,
  ExerciseRow,
  FriendRow,
  ImageRow,
  LessonRow,
  TaskRow,
} from './state';

/**
 * Row → response conversions of the learning handlers: per-user fields (done, completed, score,
 * blocked) are computed for the signed-in user, and storage-only fields are left out.
 */

/** The picture of a user: the chosen avatar, else the profile photo, else ''. */
export function userImage(user: FakeUser): string {
  const avatar = user.avatar_id ? getDb().learning.avatars.find((a) => a.id === user.avatar_id) : undefined;
  return avatar?.image_url ?? user.image_url ?? '';
}

/** The level a learner works on now. */
export function currentLevelOf(user: FakeUser): number | null {
  return user.current_level ?? user.level_id ?? null;
}

/** The user of a learning-platform login response (§3). */
export function loginUserOf(user: FakeUser): LoginUser {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    image_url: userImage(user) || null,
    account_type: user.account_type,
    username: user.username,
    birthday: user.birthday,
    gender: user.gender,
    address: user.address,
    email: user.email,
    phone_number: user.phone_number,
    country: user.country,
    city: user.city,
    password_is_forgotten: false,
    success: true,
    scope: null,
    has_children: (user.children ?? []).length > 0,
    current_level: currentLevelOf(user),
    ...(user.account_type === 'professor' || user.account_type === 'sc_ad'
      ? {
          is_professeur: user.is_professeur ?? false,
          is_school_admin: user.account_type === 'sc_ad',
          is_formator: user.is_formator ?? false,
          is_tuteur: user.is_tuteur ?? false,
          schools: user.school_id ? [user.school_id] : [],
        }
      : {}),
  };
}

/** An exercise as `user` sees it. */
export function exerciseView(row: ExerciseRow, user: FakeUser): Exercise {
  const { chapter_id: _chapter, done_by, ...exercise } = row;
  return { ...exercise, done: done_by.includes(user.id) };
}

/**
 * The content blocks of a lesson, in order: those of its step (découverte, l’essentiel,
 * entraînement: `LESSON_STEP_BLOCKS`), with ids in the lesson's unit (`…+type@html+block@ch3l1b2`).
 */
export function lessonBlocks(lesson: LessonRow): LessonBlock[] {
  const specs = LESSON_STEP_BLOCKS[(lesson.order - 1) % LESSON_STEP_BLOCKS.length];
  const unit = lesson.block_id.replace(/\+type@vertical\+block@.*$/, '');
  return specs.map((spec, i) => ({
    block_id: `${unit}+type@${spec.kind}+block@ch${lesson.chapter_id}l${lesson.order}b${i + 1}`,
    display_name: spec.display_name,
    kind: spec.kind,
    order: i + 1,
  }));
}

/** A chapter with its course, the lessons (and their blocks) `user` completed and their progress. */
export function chapterView(row: ChapterRow, user: FakeUser): Chapter {
  const done = new Set(getDb().learning.completedLessons[String(user.id)] ?? []);
  const lessons = row.lessons.map((l) => ({ ...l, blocks: lessonBlocks(l), completed: done.has(l.id) }));
  const completed = lessons.filter((l) => l.completed).length;
  return { ...row, lessons, progress: lessons.length ? Math.round((completed / lessons.length) * 100) : 0 };
}

/** A course with its cover picture and `user`'s progress in each chapter. */
export function courseView(row: CourseRow, user: FakeUser): Course {
  return {
    ...row,
    image_url: bookCover(seedSubject(row.subject_id).name, seedLevel(row.level_id).name, row.id),
    chapters: row.chapters.map((ch) => chapterView(ch, user)),
  };
}

const DAY_MS = 86_400_000;

/** Midnight (UTC) of the day `days` from today. */
export function dayFromToday(days: number, now = Date.now()): Date {
  const today = new Date(now);
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + days * DAY_MS);
}

/** The participant's name as others may see it: only when they chose to show it (or to themselves). */
function participantOf(id: number, score: number, viewer: FakeUser) {
  const participant = getDb().users.find((u) => u.id === id);
  if (!participant) return null;
  const visible = getDb().learning.leaderboardNames?.[String(id)] === true;
  const known = visible || id === viewer.id;
  return {
    id: participant.id,
    name: known ? `${participant.first_name} ${participant.last_name}` : '',
    image: known ? userImage(participant) : '',
    score,
    name_visible: visible,
  };
}

/**
 * A challenge as `user` sees it: its dates around today, its status for them (over: `completed`
 * when they played it, else `expired`), their score, whether they blocked it and played it, the
 * leaderboard (names only of those who show them). A row stored before the relative days keeps
 * its own dates and status.
 */
export function challengeView(row: ChallengeRow, user: FakeUser): Challenge {
  const {
    exercise_ids: _ids,
    scores,
    blocked_by,
    subject_id: _subject,
    start_day,
    end_day,
    played_by,
    ...challenge
  } = row;
  const participants = Object.entries(scores)
    .map(([id, score]) => participantOf(Number(id), score, user))
    .filter((p): p is NonNullable<typeof p> => p !== null)
    .sort((a, b) => b.score - a.score || a.id - b.id);
  const score = scores[String(user.id)] ?? 0;
  const played = played_by ? played_by.includes(user.id) : score > 0;
  const dated =
    start_day === undefined || end_day === undefined
      ? {}
      : {
          // Whole days in the user's own time zone (the demo's backend runs in their browser): today's
          // daily challenge is open and "today's" at any hour, wherever the demo or a CI machine runs.
          start_date: localDayFromToday(start_day).toISOString(),
          end_date: new Date(localDayFromToday(end_day + 1).getTime() - 1).toISOString(),
          status: end_day >= 0 ? ('active' as const) : played ? ('completed' as const) : ('expired' as const),
        };
  return { ...challenge, ...dated, score, blocked: blocked_by.includes(user.id), played, participants };
}

/** A task without its storage fields, due on its day around today (`due_day`) when it has one. */
export function taskView(row: TaskRow, now = Date.now()): Task {
  const { student_id: _student, level_id: _level, due_day, ...task } = row;
  if (due_day === undefined) return task;
  // The day in the user's own time zone, as the app reads a due date (the demo's backend runs in their browser).
  const due = localDayFromToday(due_day, now);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { ...task, due_date: `${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())}` };
}

/**
 * A friendship as its owner sees it, or (`incoming`) a pending request as the student it was sent
 * to sees it: the one who asked, to accept or decline.
 */
export function friendView(row: FriendRow, direction: Friend['direction'] = 'outgoing'): Friend | null {
  const friend = getDb().users.find((u) => u.id === (direction === 'incoming' ? row.owner_id : row.user_id));
  if (!friend) return null;
  const level = currentLevelOf(friend);
  return {
    id: row.id,
    user_id: friend.id,
    username: friend.username,
    first_name: friend.first_name,
    last_name: friend.last_name,
    image: userImage(friend),
    level_name: level ? seedLevel(level).name : '',
    status: row.status,
    group: direction === 'incoming' ? null : row.group,
    direction,
    // The one who sees the row (its owner, or the recipient of a request) waits for their parent.
    awaiting_parent: awaitsParentOf(row, direction === 'incoming' ? row.user_id : row.owner_id),
  };
}

/** An uploaded image without its owner. */
export function imageView(row: ImageRow): UploadedImage {
  const { owner_id: _owner, ...image } = row;
  return image;
}

/** True when `user` may see the data of student `studentId`: themselves, or their child. */
export function canActFor(user: FakeUser, studentId: number): boolean {
  return user.id === studentId || (user.children ?? []).includes(studentId);
}

import type {
  Activity,
  Avatar,
  Challenge,
  Exam,
  Exercise,
  ExerciseStep,
  FriendStatus,
  Lesson,
  Task,
  UploadedImage,
} from '@kk/domain';
import type { SeedContext } from '../core/seed-context';
import type { ExamAttemptRow } from './exam-player.handlers';
import type { ExamPlan } from './exam-player.seed';
import { seedChallengeProgress } from './challenges.seed';
import { seedLearning } from './learning.seed';

/** An exercise row: the exercise without the per-user `done`, with its chapter and who completed it. */
export interface ExerciseRow extends Omit<Exercise, 'done'> {
  chapter_id: number;
  done_by: number[];
}

/**
 * A lesson row: the lesson without the per-user `completed`, nor its blocks (derived from the
 * lesson when served: `lessonBlocks` in views.ts, keeping the stored demo data small).
 */
export type LessonRow = Omit<Lesson, 'completed' | 'blocks'>;

/** A chapter row: without per-user progress; lessons inside. */
export interface ChapterRow {
  id: number;
  course_id: number;
  title: string;
  subject_id: number;
  level_id: number;
  order: number;
  lessons: LessonRow[];
}

/** A course row: chapters inside; its picture is drawn when it is served (keeps the stored demo data small). */
export interface CourseRow {
  id: number;
  course_key: string;
  title: string;
  description: string;
  subject_id: number;
  level_id: number;
  chapters: ChapterRow[];
}

/** A challenge row: per-user fields (`score`, `blocked`) come from the participants and `blocked_by`. */
export interface ChallengeRow extends Omit<Challenge, 'score' | 'blocked' | 'participants' | 'played'> {
  exercise_ids: number[];
  /** User id → score. */
  scores: Record<string, number>;
  blocked_by: number[];
  /** The subject of its exercises (null: mixed). */
  subject_id?: number | null;
  /**
   * First and last day, in days from today (0: today, -1: yesterday), so the demo never looks
   * stale: the dates and the status are computed when served (`challengeView`). A store saved
   * before these existed keeps its fixed `start_date`, `end_date` and `status`.
   */
  start_day?: number;
  end_day?: number;
  /** Who played it already (their score may still be 0). */
  played_by?: number[];
}

/**
 * A round of a challenge played by a student (assumed contract `POST /api/challenges/{id}/score/`):
 * what it scored, and what it added to the challenge's score (the best round counts).
 */
export interface ChallengeRoundRow {
  challenge_id: number;
  user_id: number;
  /** ISO date-time. */
  played_at: string;
  /** Points of the round. */
  points: number;
  /** Points added to the challenge's score (0 when an earlier round was better). */
  gain: number;
}

/** A task row: a task of one student at one level. */
export interface TaskRow extends Task {
  student_id: number;
  level_id: number;
  /**
   * The day it is due, in days from today (-1: yesterday, 1: tomorrow), so the demo never looks
   * stale: `due_date` is computed when served (`taskView`). A store saved before it existed keeps
   * its fixed `due_date`.
   */
  due_day?: number;
}

/** An activity row of one student. */
export interface ActivityRow extends Activity {
  student_id: number;
}

/** A friendship as its owner sees it. */
export interface FriendRow {
  id: number;
  owner_id: number;
  user_id: number;
  status: FriendStatus;
  group: string | null;
  /**
   * A pending request: the children (its sender, its recipient) whose parent has not approved it
   * yet (assumed contract: the parents' space). Absent or empty: nobody's approval is awaited.
   */
  awaiting?: number[];
  /** When the request was sent (ISO date-time; absent for the seeded friendships). */
  requested_at?: string;
}

/** An image uploaded by a user. */
export interface ImageRow extends UploadedImage {
  owner_id: number;
}

/**
 * Rows of the demo's parents' alerts that are seeded relative to today, so the demo never looks
 * stale: row id → days from today (-1: yesterday). Their dates are set again from it whenever the
 * store is copied from the seed or loaded (`resolveRelativeDays`).
 */
export interface RelativeDays {
  /** School absence id → its day. */
  absences: Record<string, number>;
  /** Friend request id → the day it was sent. */
  friendRequests: Record<string, number>;
}

/** The learning platform's part of the fake backend's store (`getDb().learning`). */
export interface LearningState {
  avatars: Avatar[];
  courses: CourseRow[];
  exercises: ExerciseRow[];
  exerciseSteps: ExerciseStep[];
  exams: Exam[];
  challenges: ChallengeRow[];
  tasks: TaskRow[];
  activities: ActivityRow[];
  friends: FriendRow[];
  images: ImageRow[];
  /** User id → ids of the lessons they completed. */
  completedLessons: Record<string, number[]>;
  /** Exam id → plan of the player's exams (question set, dates relative to today). */
  examPlans?: Record<string, ExamPlan>;
  /** The students' exam attempts (player): created on the first read of an open exam. */
  examAttempts?: ExamAttemptRow[];
  /**
   * User id → true when they show their name on leaderboards (assumed contract: off unless the
   * child turns it on). Optional: a store saved before it existed reads as nobody showing it.
   */
  leaderboardNames?: Record<string, boolean>;
  /**
   * User id → points earned per day, oldest first, ending yesterday (today's are the day's
   * challenge scores). Optional like the above.
   */
  challengeDays?: Record<string, number[]>;
  /** The rounds played through the assumed score call (optional like the above). */
  challengeRounds?: ChallengeRoundRow[];
  /** Rows seeded relative to today (optional like the above; see {@link RelativeDays}). */
  relativeDays?: RelativeDays;
  /** Parent id → ids of the alerts they have read (assumed notifications call; optional like the above). */
  notificationsRead?: Record<string, string[]>;
}

/** Seeds the learning state (deterministic for a given context). */
export function seedLearningState(ctx: SeedContext): LearningState {
  const state = seedLearning(ctx);
  // Its own generator: the challenges' shape and the points history shift no other random number.
  return seedChallengeProgress(state, { ...ctx, rng: ctx.rng.fork('challenges') });
}

import * as z from 'zod/mini';
import { listAnswerSchema, withReferences } from '../common/open-shapes';
import {
  lenientArray,
  lenientBooleanSchema,
  lenientTextSchema,
  numericSchema,
  nameTextSchema,
  optionalNameTextSchema,
  optionalNumericSchema,
} from '../common/schema-helpers';
import { exerciseSchema } from './exercise';
import { answerSchema } from './question';

/** Challenge kinds of the learning platform (§1). */
export const CHALLENGE_KINDS = ['daily', 'peer', 'group', 'class', 'superhero'] as const;
/** One of {@link CHALLENGE_KINDS}. */
export type ChallengeKind = (typeof CHALLENGE_KINDS)[number];

/** Where a challenge stands for the signed-in student. */
export const CHALLENGE_STATUSES = ['active', 'completed', 'expired'] as const;
/** One of {@link CHALLENGE_STATUSES}. */
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

/**
 * A participant and their score in a challenge.
 * Fields not shown in the spec; chosen as the minimum a leaderboard row needs.
 */
export const challengeParticipantSchema = z.object({
  /** User id. */
  id: z.number(),
  /** Display name. */
  name: z.string(),
  /** Avatar or profile picture URL. */
  image: lenientTextSchema,
  /** Points scored so far. */
  score: numericSchema,
  /**
   * Assumed (not in the spec): true when this participant chose to show their name to the others
   * on leaderboards. Absent (a backend that does not say) reads as undefined: the screens then show
   * "Un·e camarade", never a name the child did not agree to show.
   */
  name_visible: z.optional(lenientBooleanSchema),
});
/** A challenge participant. */
export type ChallengeParticipant = z.output<typeof challengeParticipantSchema>;

/**
 * A challenge (daily, peer, group, class or superhero) with the signed-in student's score.
 * Fields not shown in the spec (§1 names only the kinds and "scores"); chosen as what a challenge
 * card and its leaderboard need. Dates are ISO 8601 date-times. The subject may also come as
 * `{ id, name }`, the level as `level: { id, name }`.
 */
export const challengeSchema = withReferences(
  z.object({
    id: z.number(),
    kind: z.enum(CHALLENGE_KINDS),
    title: z.string(),
    /** Subject name, null for mixed challenges. */
    subject: optionalNameTextSchema,
    level_id: z.number(),
    start_date: z.string(),
    end_date: z.string(),
    status: z.enum(CHALLENGE_STATUSES),
    exercises_count: z.number(),
    /** The signed-in student's score. */
    score: numericSchema,
    max_score: numericSchema,
    participants: lenientArray(challengeParticipantSchema),
    /** True when the student blocked this challenge (named call "challenge block"). */
    blocked: lenientBooleanSchema,
    /** Assumed: true once the signed-in student has played it (absent: read from the score). */
    played: z.optional(lenientBooleanSchema),
  }),
  [{ from: 'level', id: 'level_id' }],
);
/** A challenge. */
export type Challenge = z.output<typeof challengeSchema>;

/** GET /api/challenges/ (call 42). Envelope chosen: `{ challenges }`; a DRF page or a bare array reads the same. */
export const challengesResponseSchema = listAnswerSchema('challenges', challengeSchema);
/** Response of GET /api/challenges/. */
export type ChallengesResponse = z.output<typeof challengesResponseSchema>;

/** GET /challenges_api_exercises/{id}/ (call 43): the exercises of one challenge. */
export const challengeExercisesResponseSchema = z.object({
  challenge_id: z.number(),
  exercises: lenientArray(exerciseSchema),
});
/** Response of GET /challenges_api_exercises/{id}/. */
export type ChallengeExercisesResponse = z.output<typeof challengeExercisesResponseSchema>;

/**
 * Score statistics of one challenge kind.
 * Fields not shown in the spec; chosen for a "stats" screen (played / won / points).
 */
export const challengeKindStatsSchema = z.object({
  kind: z.enum(CHALLENGE_KINDS),
  played: z.number(),
  won: z.number(),
  score: z.number(),
});
/** Per-kind challenge statistics. */
export type ChallengeKindStats = z.output<typeof challengeKindStatsSchema>;

/** Assumed: the points of one subject in `stats_challenge_score` (see {@link challengeScoreStatsSchema}). */
export const challengeSubjectScoreSchema = z.object({
  subject_id: z.optional(z.nullable(z.number())),
  subject: nameTextSchema,
  score: numericSchema,
  max_score: z.optional(numericSchema),
});
/** Points of one subject. */
export type ChallengeSubjectScore = z.output<typeof challengeSubjectScoreSchema>;

/**
 * GET /stats_challenge_score/ (call 44): the signed-in student's challenge score statistics.
 * Fields not shown in the spec; chosen as totals, rank, per-kind figures and a weekly history
 * (`week` is the ISO date of the week's Monday).
 */
export const challengeScoreStatsSchema = z.object({
  total_score: numericSchema,
  challenges_played: z.number(),
  challenges_won: z.number(),
  /** Rank among the students of the same class, 1 = best. */
  class_rank: z.number(),
  by_kind: lenientArray(challengeKindStatsSchema),
  history: lenientArray(z.object({ week: z.string(), score: numericSchema })),
  /** Assumed: days in a row (up to today, or yesterday when today is not played yet) with points. */
  streak_days: z.optional(z.number()),
  /** Assumed: the longest such series. */
  best_streak: z.optional(z.number()),
  /** Assumed: points per subject (mixed challenges left out); `subject_id` when the backend knows it. */
  by_subject: z.optional(lenientArray(challengeSubjectScoreSchema)),
  /** Assumed: points per day, oldest first (`date` an ISO date), over the last weeks. */
  days: z.optional(lenientArray(z.object({ date: z.string(), points: numericSchema }))),
});
/** Challenge score statistics. */
export type ChallengeScoreStats = z.output<typeof challengeScoreStatsSchema>;

/** Payload of the "challenge block" call (named without a path in §7): block or unblock a challenge. */
export const challengeBlockPayloadSchema = z.object({
  challenge_id: z.number(),
  blocked: z.boolean(),
});
/** Payload of the challenge block call. */
export type ChallengeBlockPayload = z.output<typeof challengeBlockPayloadSchema>;

/**
 * Assumed contract (not in the spec): GET and POST /api/challenges/leaderboard_settings/, whether
 * the signed-in student shows their name to the others on leaderboards (`show_name`, off unless the
 * child turns it on). POST takes `{ show_name }` and answers the new settings.
 */
export const challengeLeaderboardSettingsSchema = z.object({
  show_name: lenientBooleanSchema,
});
/** Leaderboard settings of the signed-in student. */
export type ChallengeLeaderboardSettings = z.output<typeof challengeLeaderboardSettingsSchema>;

/** The answers of one exercise of a challenge round (assumed contract, see {@link challengeRoundPayloadSchema}). */
export const challengeRoundExerciseSchema = z.object({
  exercise_id: z.number(),
  answers: z.array(answerSchema).check(z.maxLength(100)),
});
/** The answers of one exercise of a round. */
export type ChallengeRoundExercise = z.output<typeof challengeRoundExerciseSchema>;

/**
 * Assumed contract (not in the spec): POST /api/challenges/{id}/score/ records a round of a
 * challenge: the answers to each of its exercises (call 43), graded by the server.
 */
export const challengeRoundPayloadSchema = z.object({
  answers: z.array(challengeRoundExerciseSchema).check(z.maxLength(20)),
});
/** Payload of the challenge round call. */
export type ChallengeRoundPayload = z.output<typeof challengeRoundPayloadSchema>;

/** A place that a backend may omit or send as null: read as null (not ranked). */
const optionalRankSchema = z.pipe(
  optionalNumericSchema,
  z.transform((value) => (value === null || value < 1 ? null : Math.round(value))),
);

/**
 * Assumed contract: the answer of POST /api/challenges/{id}/score/. The round's points, the
 * challenge's score after it (the best of the rounds: a second round counts only when it beats the
 * first) and the student's place before and after. Everything but `score` is optional: a backend
 * that sends less still parses (the screen then says less).
 */
export const challengeRoundResultSchema = z.object({
  challenge_id: z.optional(z.number()),
  /** Points of this round (graded by the server). */
  points_earned: numericSchema,
  /** The student's score in the challenge after the round. */
  score: numericSchema,
  /** The score before the round (absent: unknown). */
  previous_score: optionalNumericSchema,
  max_score: optionalNumericSchema,
  /** The place after the round (1 = best; equal scores share a place), null when unknown. */
  rank: optionalRankSchema,
  /** The place before the round, null when unknown or not ranked yet. */
  previous_rank: optionalRankSchema,
  /** True when this round did not beat an earlier one (the best score stays). */
  best_kept: z.optional(lenientBooleanSchema),
});
/** The result of a challenge round. */
export type ChallengeRoundResult = z.output<typeof challengeRoundResultSchema>;

import {
  type ChallengeLeaderboardSettings,
  type ChallengeBlockPayload,
  type Challenge,
  type ChallengeKind,
  type ChallengeRoundPayload,
  type ChallengeRoundResult,
  type ChallengeScoreStats,
  type ChildQuery,
  type ChallengesResponse,
} from '@kk/domain';
import { domainSchema, writeSchema } from '../core/schema';
import { learningApi } from './learning-api';
import { pathSegment } from './endpoint-helpers';

/** Arguments of a challenge round: the challenge and the answers to each of its exercises. */
export type RecordChallengeRoundArgs = ChallengeRoundPayload & { challenge_id: number };

/** Challenges (calls 42–44) and the "challenge block" call (named without a path in §7). */
export const challengesApi = learningApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/challenges/ (call 42), optionally one kind only (a parent: a child's, `child_id`). */
    getChallenges: build.query<Challenge[], ({ kind?: ChallengeKind } & ChildQuery) | void>({
      query: (args) => ({ url: '/api/challenges/', params: { kind: args?.kind, child_id: args?.child_id } }),
      rawResponseSchema: domainSchema('learning', 'challengesResponseSchema'),
      transformResponse: (response: ChallengesResponse) => response.challenges,
      providesTags: (challenges = []) => [
        { type: 'Challenges', id: 'LIST' },
        ...challenges.map((c) => ({ type: 'Challenges' as const, id: c.id })),
      ],
    }),
    /** GET /challenges_api_exercises/{id}/ (call 43): the exercises of a challenge. */
    getChallengeExercises: build.query({
      query: (id: number | string) => `/challenges_api_exercises/${pathSegment(id)}/`,
      responseSchema: domainSchema('learning', 'challengeExercisesResponseSchema'),
      providesTags: (_result, _error, id) => [{ type: 'Challenges', id: `exercises-${id}` }],
    }),
    /**
     * GET /stats_challenge_score/ (call 44): the signed-in student's challenge statistics (a parent:
     * a child's, `child_id`; cached per child: the cache key is the argument).
     */
    getChallengeScoreStats: build.query<ChallengeScoreStats, ChildQuery | void>({
      query: (args) => ({ url: '/stats_challenge_score/', params: { child_id: args?.child_id } }),
      responseSchema: domainSchema('learning', 'challengeScoreStatsSchema'),
      providesTags: [{ type: 'ChallengeScores', id: 'ME' }],
    }),
    /**
     * Challenge block (named without a path): POST /api/challenges/block/ with `challenge_id` and
     * `blocked`, beside GET /api/challenges/; answers the challenge.
     */
    blockChallenge: build.mutation({
      query: (body: ChallengeBlockPayload) => ({ url: '/api/challenges/block/', method: 'POST', body }),
      responseSchema: writeSchema('learning', 'challengeSchema'),
      invalidatesTags: (_result, _error, { challenge_id }) => [
        { type: 'Challenges', id: challenge_id },
        { type: 'Challenges', id: 'LIST' },
      ],
    }),
    /**
     * Assumed contract: GET /api/challenges/leaderboard_settings/, whether the student shows their
     * name to the others on leaderboards (`show_name`, off until the child turns it on).
     */
    getLeaderboardSettings: build.query<ChallengeLeaderboardSettings, void>({
      query: () => '/api/challenges/leaderboard_settings/',
      responseSchema: domainSchema('learning', 'challengeLeaderboardSettingsSchema'),
      providesTags: [{ type: 'Challenges', id: 'SETTINGS' }],
    }),
    /**
     * Assumed contract: POST /api/challenges/leaderboard_settings/ with `{ show_name }`; answers the
     * settings. The leaderboards are asked again (the student's own row shows the new choice).
     */
    saveLeaderboardSettings: build.mutation({
      query: (body: ChallengeLeaderboardSettings) => ({
        url: '/api/challenges/leaderboard_settings/',
        method: 'POST',
        body,
      }),
      responseSchema: writeSchema('learning', 'challengeLeaderboardSettingsSchema'),
      invalidatesTags: [
        { type: 'Challenges', id: 'SETTINGS' },
        { type: 'Challenges', id: 'LIST' },
      ],
    }),
    /**
     * Assumed contract: POST /api/challenges/{id}/score/ with `{ answers: [{ exercise_id, answers }] }`,
     * a round of the challenge's exercises graded by the server; answers the round's points, the new
     * score (the best round counts) and the place before and after. Refusals (`apiErrorCode`):
     * 403 `challenge_closed` (over), `challenge_not_open` (not started), `challenge_blocked`. The
     * challenges (score, `played`, leaderboards), their exercises (`done`), the statistics
     * (`stats_challenge_score`) and the round's exercise sheets are asked again, so `/defis`,
     * `/defis/:id` and `/progres` show the new figures.
     */
    recordChallengeRound: build.mutation<ChallengeRoundResult | null, RecordChallengeRoundArgs>({
      query: ({ challenge_id, ...body }) => ({
        url: `/api/challenges/${pathSegment(challenge_id)}/score/`,
        method: 'POST',
        body,
      }),
      rawResponseSchema: writeSchema('learning', 'challengeRoundResultSchema'),
      extraOptions: { appErrors: true },
      invalidatesTags: (_result, _error, { challenge_id, answers }) => [
        { type: 'Challenges', id: challenge_id },
        { type: 'Challenges', id: 'LIST' },
        { type: 'Challenges', id: `exercises-${challenge_id}` },
        { type: 'ChallengeScores', id: 'ME' },
        // The round's exercise sheets hold its checks: a new round starts them afresh.
        ...answers.map((a) => ({ type: 'ExamSheets' as const, id: `exercise-${a.exercise_id}` })),
      ],
    }),
  }),
});

/** Hooks of the challenge endpoints. */
export const {
  useGetChallengesQuery,
  useGetChallengeExercisesQuery,
  useGetChallengeScoreStatsQuery,
  useBlockChallengeMutation,
  useGetLeaderboardSettingsQuery,
  useSaveLeaderboardSettingsMutation,
  useRecordChallengeRoundMutation,
} = challengesApi;

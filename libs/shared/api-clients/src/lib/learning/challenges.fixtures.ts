import type { Challenge, ChallengeScoreStats } from '@kk/domain';
import { listReadings, type ContractFixture } from '../../testing/contract';

const challenge: Challenge = {
  id: 701,
  kind: 'daily',
  title: 'Calcul mental express',
  subject: 'Mathématiques',
  level_id: 7,
  start_date: '2026-11-26T00:00:00Z',
  end_date: '2026-11-26T23:59:00Z',
  status: 'active',
  exercises_count: 2,
  score: 80,
  max_score: 100,
  participants: [
    { id: 61, name: 'Amine Tazi', image: '', score: 90 },
    { id: 6, name: 'Yasmine Bennani', image: '', score: 80 },
  ],
  blocked: false,
};
const mixed: Challenge = { ...challenge, id: 702, kind: 'superhero', subject: null, participants: [] };

const { level_id: _level, ...rest } = challenge;
const nested = (c: Challenge) => ({
  ...rest,
  id: c.id,
  kind: c.kind,
  subject: c.subject === null ? null : { id: 1, name: c.subject },
  level: { id: 7, name: '1re année collège' },
  participants: c.participants.map((p) => ({ ...p, image: null })),
  blocked: 0,
});

const stats: ChallengeScoreStats = {
  total_score: 250,
  challenges_played: 2,
  challenges_won: 1,
  class_rank: 1,
  by_kind: [{ kind: 'daily', played: 1, won: 0, score: 80 }],
  history: [{ week: '2026-11-23', score: 250 }],
};

/** Readings of the answers of challenges.api.ts that the dashboard reads (calls 42, 44). */
export const challengesFixtures = {
  /** GET /api/challenges/: the subject a name or `{ id, name }` (null for mixed), the level an id or an object. */
  getChallenges: {
    readings: listReadings('challenges', [challenge, mixed], [nested(challenge), nested(mixed)]),
    result: [challenge, mixed],
  },
  /** GET /stats_challenge_score/: the points as numbers or decimal strings. */
  getChallengeScoreStats: {
    readings: {
      numbers: stats,
      'decimal strings': { ...stats, total_score: '250.00', history: [{ week: '2026-11-23', score: '250.00' }] },
    },
    result: stats,
  },
} satisfies Record<string, ContractFixture<Challenge[] | ChallengeScoreStats>>;

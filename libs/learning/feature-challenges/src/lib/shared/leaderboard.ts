import type { Challenge, ChallengeParticipant } from '@kk/domain';

/** How many places above and below the child's own a leaderboard lists. */
export const NEIGHBOURS = 2;

/** One row of a leaderboard as the child sees it. */
export interface LeaderboardRow {
  /** The participant's id. */
  id: number;
  /** Their place (1 = best; equal scores share a place). */
  rank: number;
  /** Their points. */
  score: number;
  /** Their name when they chose to show it (the child's own: when the child did), else null. */
  name: string | null;
  /** Their picture, only with their name. */
  image: string;
  /** True for the child's own row. */
  isMe: boolean;
}

/** The place of `score` among `participants` (1 + those with more points). */
function rankOf(participants: readonly ChallengeParticipant[], score: number): number {
  return 1 + participants.filter((p) => p.score > score).length;
}

/** The child's place in a challenge, or null when they are not among its participants. */
export function myRank(challenge: Pick<Challenge, 'participants'>, userId: number): number | null {
  const me = challenge.participants.find((p) => p.id === userId);
  return me ? rankOf(challenge.participants, me.score) : null;
}

/**
 * The leaderboard a child sees: their own row and their neighbours (two above, two below), never
 * more. Nobody is ever shown in last place: a participant other than the child whose score is the
 * lowest one (when not everyone is equal) is left out. Names only of those who chose to show them
 * (`name_visible`); the child's own row follows the child's own choice. Empty when the child does
 * not take part.
 */
export function leaderboardRows(challenge: Pick<Challenge, 'participants'>, userId: number): LeaderboardRow[] {
  const sorted = [...challenge.participants].sort((a, b) => b.score - a.score || a.id - b.id);
  const mine = sorted.findIndex((p) => p.id === userId);
  if (mine === -1) return [];
  const scores = sorted.map((p) => p.score);
  const lowest = Math.min(...scores);
  const everyoneEqual = lowest === Math.max(...scores);
  return sorted
    .slice(Math.max(0, mine - NEIGHBOURS), mine + NEIGHBOURS + 1)
    .filter((p) => p.id === userId || everyoneEqual || p.score > lowest)
    .map((p) => {
      const shown = p.name_visible === true && p.name.trim() !== '';
      return {
        id: p.id,
        rank: rankOf(sorted, p.score),
        score: p.score,
        name: shown ? p.name : null,
        image: shown ? p.image : '',
        isMe: p.id === userId,
      };
    });
}

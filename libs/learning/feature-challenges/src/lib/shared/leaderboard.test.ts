import type { ChallengeParticipant } from '@kk/domain';
import { leaderboardRows, myRank } from './leaderboard';

const people = (scores: number[], visible: number[] = []): ChallengeParticipant[] =>
  scores.map((score, i) => ({
    id: i + 1,
    name: visible.includes(i + 1) ? `Élève ${i + 1}` : '',
    image: '',
    score,
    name_visible: visible.includes(i + 1),
  }));

describe('leaderboardRows', () => {
  it('lists the child and two neighbours on each side, nothing further', () => {
    const participants = people([90, 80, 70, 60, 50, 40, 30, 20]);

    const rows = leaderboardRows({ participants }, 4);

    expect(rows.map((r) => [r.id, r.rank])).toEqual([
      [2, 2],
      [3, 3],
      [4, 4],
      [5, 5],
      [6, 6],
    ]);
    expect(rows.find((r) => r.isMe)?.id).toBe(4);
  });

  it('never shows another participant in last place', () => {
    const participants = people([90, 80, 70, 60, 10, 10]);

    const rows = leaderboardRows({ participants }, 4);

    expect(rows.map((r) => r.id)).toEqual([2, 3, 4]);
  });

  it('shows the child even when they are last, and everyone when all are equal', () => {
    expect(leaderboardRows({ participants: people([90, 80, 70]) }, 3).map((r) => r.id)).toEqual([1, 2, 3]);
    expect(leaderboardRows({ participants: people([0, 0, 0, 0]) }, 1).map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('names only those who show their name; equal scores share a place', () => {
    const participants = people([50, 50, 40], [2]);

    const rows = leaderboardRows({ participants }, 3);

    expect(rows.map((r) => [r.name, r.rank])).toEqual([
      [null, 1],
      ['Élève 2', 1],
      [null, 3],
    ]);
    expect(myRank({ participants }, 3)).toBe(3);
  });

  it('has no rows for a child who does not take part', () => {
    expect(leaderboardRows({ participants: people([10, 20]) }, 9)).toEqual([]);
    expect(myRank({ participants: people([10]) }, 9)).toBeNull();
  });

  it('names nobody when the backend does not say who shows their name', () => {
    const participants = [{ id: 1, name: 'Sara', image: 'x.png', score: 5 }];

    expect(leaderboardRows({ participants }, 1)[0]).toMatchObject({ name: null, image: '' });
  });
});

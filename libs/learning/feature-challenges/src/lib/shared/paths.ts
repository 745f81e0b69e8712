/** `/defis/:challengeId`: a challenge, its exercises and its leaderboard. */
export function challengePath(id: number): string {
  return `/defis/${id}`;
}

/** `/defis/:challengeId/jouer`: a round of the challenge's exercises (the player lib's round). */
export function roundPath(id: number): string {
  return `/defis/${id}/jouer`;
}

/** `/exercices/:exerciseId`: one exercise (the exercise player's route). */
export function exercisePath(id: number): string {
  return `/exercices/${id}`;
}

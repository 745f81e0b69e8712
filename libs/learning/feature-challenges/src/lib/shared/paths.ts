/** `/defis/:challengeId`: a challenge, its exercises and its leaderboard. */
export function challengePath(id: number): string {
  return `/defis/${id}`;
}

/** `/defis/:challengeId/jouer`: playing a challenge (the player's route is added with the exercise player). */
export function playPath(id: number): string {
  return `/defis/${id}/jouer`;
}

/** `/exercices/:exerciseId`: one exercise (the exercise player's route). */
export function exercisePath(id: number): string {
  return `/exercices/${id}`;
}

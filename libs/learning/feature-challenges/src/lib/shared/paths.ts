/** `/defis/:challengeId`: a challenge, its exercises and its leaderboard. */
export function challengePath(id: number): string {
  return `/defis/${id}`;
}

/** `/exercices/:exerciseId`: one exercise (the exercise player's route). */
export function exercisePath(id: number): string {
  return `/exercices/${id}`;
}

/** The learning platform's part of a space's state (students' tasks, exams, challenges, …). */
export type LearningState = Record<string, never>;

export function createLearningState(): LearningState {
  return {};
}

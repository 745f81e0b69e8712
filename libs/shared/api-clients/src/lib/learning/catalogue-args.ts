import type { accountApi } from './account.api';
import type { avatarsApi } from './avatars.api';
import type { challengesApi } from './challenges.api';
import type { contentApi } from './content.api';
import type { friendsApi } from './friends.api';
import type { imagesApi } from './images.api';
import type { notificationsApi } from './notifications.api';
import type { tasksApi } from './tasks.api';
import type { examPlayerApi } from './exam-player.api';
import type { subscriptionApi } from './subscription.api';

/** Every endpoint name of the learning API. */
type LearningEndpointName =
  | keyof typeof accountApi.endpoints
  | keyof typeof avatarsApi.endpoints
  | keyof typeof challengesApi.endpoints
  | keyof typeof contentApi.endpoints
  | keyof typeof friendsApi.endpoints
  | keyof typeof imagesApi.endpoints
  | keyof typeof notificationsApi.endpoints
  | keyof typeof tasksApi.endpoints
  | keyof typeof examPlayerApi.endpoints
  | keyof typeof subscriptionApi.endpoints;

const registration = {
  first_name: 'Adam',
  last_name: 'Alaoui',
  email: 'adam.alaoui@example.ma',
  phone_number: '+212612345678',
  password: 'secret123',
  image: null,
};

/**
 * A sample argument for every learning endpoint, for the endpoint catalogue (`npm run
 * api:catalogue`): path placeholders are passed as the literal placeholders of api-calls.json
 * (`{a}`, `{id}`, ...), so each endpoint's own request builder prints the documented path.
 * Typed as a full record: adding an endpoint without its sample fails the typecheck.
 */
export const learningCatalogueArgs: Record<LearningEndpointName, unknown> = {
  registerLearningUser: registration,
  registerParent: { ...registration, city: 'Casablanca' },
  registerSchool: { ...registration, school_name: 'École Al Amal', city: 'Rabat', address: '5, Avenue de France' },
  registerProfessor: { ...registration, subject_ids: [1] },
  registerChild: {
    first_name: 'Lina',
    last_name: 'Alaoui',
    birthday: '2016-05-10',
    gender: 'F',
    level_id: 3,
    password: 'secret123',
  },
  learningLogin: { username: 'eleve', password: 'eleve123' },
  getLevelGroups: undefined,
  linkStudentToSchool: { code_massar: 'D130012345' },
  forgotPassword: { email: 'adam.alaoui@example.ma' },
  changeCurrentLevel: 7,
  updateChild: { id: '{id}', first_name: 'Adam' },
  getChildren: undefined,
  getSubscription: undefined,
  changePassword: { old_password: 'eleve123', new_password: 'nouveau123', confirm_password: 'nouveau123' },
  getTasks: { a: '{a}', b: '{b}' },
  toggleTaskValidation: '{task_id}',
  getChallenges: undefined,
  getChallengeExercises: '{id}',
  getChallengeScoreStats: undefined,
  blockChallenge: { challenge_id: 1, blocked: true },
  getLeaderboardSettings: undefined,
  saveLeaderboardSettings: { show_name: true },
  recordChallengeRound: { challenge_id: 1, answers: [] },
  getActivities: undefined,
  getExams: undefined,
  getXBlockStudentView: { course: '{course}', block: '{block}' },
  getExerciseSteps: { exercise_id: 1 },
  getChapters: { a: '{a}', b: '{b}' },
  getCourse: '{id}',
  getExercisesOfStage: '{id}',
  getAvatars: undefined,
  changeAvatar: 1,
  getFriends: undefined,
  getChildFriends: 5,
  actOnChildFriend: { action: 'approve', id: 1, child_id: 5 },
  storeFriend: 100,
  getNotifications: undefined,
  markNotificationsRead: { action: 'read_all' },
  saveFriend: { action: 'add', username: 'adam.alaoui' },
  getImages: undefined,
  uploadImage: { file: new File(['sample'], 'dessin.png', { type: 'image/png' }) },
  chooseProfileImage: 1,
  getExamSheet: { exam_id: '{exam_id}' },
  checkExamAnswer: { exam_id: '{exam_id}', question_id: 1, value: true },
  submitExam: { exam_id: '{exam_id}', answers: [{ question_id: 1, value: true }] },
};

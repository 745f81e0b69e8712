import type { RequestHandler } from 'msw';
import { fakeBackendHandlers } from './lib/core/handlers';
import { referenceListHandlers } from './lib/core/reference-lists.handlers';
import { learningHandlers } from './lib/learning';
import { schoolHandlers } from './lib/school';
import { shopHandlers } from './lib/shop';

export {
  getDb,
  resetDemoData,
  reloadDemoData,
  saveDb,
  nextId,
  findUser,
  seedDb,
  installSeed,
  DB_STORAGE_KEY,
  DB_VERSION,
  DB_SEED,
  SEED_AREAS,
} from './lib/core/db';
export type { FakeDbState, SeedArea, SeedPart } from './lib/core/db';
export type { DemoSeedUrls } from './lib/core/seed-loader';
export type { SeedContext } from './lib/core/seed-context';
export { createRng, hashSeed, type Rng } from './lib/core/rng';
export {
  DEMO_ACCOUNTS,
  demoAccount,
  demoToken,
  BULK_PASSWORD,
  PARTNER_SCHOOL_IDS,
  LIBRARY_NAMES,
  type AccountType,
  type DemoAccount,
  type FakeUser,
} from './lib/core/users';
export { issueToken, userFromRequest, unauthorized, badRequest, type FakeAuthScheme } from './lib/core/auth';
export { shopPath, hostPath } from './lib/core/http';
export { configureFakeBackend, getFakeBackendSettings, type FakeBackendSettings } from './lib/core/settings';
export { LEVELS, LEVEL_GROUPS, SUBJECTS, LEVEL_IDS, SUBJECT_IDS, LEVEL_GROUP_IDS } from './lib/seed/reference-lists';
export { SEED_SCHOOL_COUNT } from './lib/seed/schools';
export {
  shopHandlers,
  simulateLibraryAnswers,
  answerPendingDemandes,
  AUTO_ANSWER_DELAY_MS,
  SHOP_LOGIN_MESSAGES,
} from './lib/shop';
export { NO_RESULT } from './lib/core/paging';
export type { ShopState } from './lib/shop/types';
export type { LearningState } from './lib/learning/state';
export type { SchoolState } from './lib/school/state';
export { learningHandlers } from './lib/learning';
export {
  ALREADY_SUBMITTING,
  EXAM_CLOSED,
  EXAM_NOT_OPEN,
  examForUser,
  isRight,
  rightAnswersOf,
  type ExamAttemptRow,
} from './lib/learning/exam-player.handlers';
export { CHALLENGE_BLOCKED, CHALLENGE_CLOSED, CHALLENGE_NOT_OPEN } from './lib/learning/challenges.handlers';
export { PLAYER_LEVEL_ID, examDates, type ExamPlan } from './lib/learning/exam-player.seed';
export { schoolHandlers } from './lib/school';
export { DEMO_MASSAR_CODE, FREE_MASSAR_CODE } from './lib/school/school.seed';
export { unlinkStudentAccount } from './lib/school/rows';

export { startDemoBackend, DEMO_NO_LATENCY_KEY, RESET_DEMO_PARAM, type DemoBackendOptions } from './demo';

/**
 * Every handler of the fake backend: the reference lists both apps read at start, the shop, the
 * learning platform, school management, and its own (the order of `handlersOf` in demo.ts).
 */
export const handlers: RequestHandler[] = [
  ...referenceListHandlers,
  ...shopHandlers,
  ...learningHandlers,
  ...schoolHandlers,
  ...fakeBackendHandlers,
];

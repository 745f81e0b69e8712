import { server } from '@kk/api-mocks/node';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { contractRows, type ContractCall } from '../../testing/contract';
import { createTestStore, type TestStore } from '../../testing/test-store';
import { accountApi } from './account.api';
import { accountFixtures } from './account.fixtures';
import { avatarsApi } from './avatars.api';
import { avatarsFixtures } from './avatars.fixtures';
import { challengesApi } from './challenges.api';
import { challengesFixtures } from './challenges.fixtures';
import { contentApi } from './content.api';
import { contentFixtures } from './content.fixtures';
import { examPlayerApi } from './exam-player.api';
import { examPlayerFixtures } from './exam-player.fixtures';
import { friendsApi } from './friends.api';
import { friendsFixtures } from './friends.fixtures';
import { tasksApi } from './tasks.api';
import { tasksFixtures } from './tasks.fixtures';

/*
 * The learning answers' open shapes (issue 13): every reading of each fixture (kept beside its
 * endpoint, `*.fixtures.ts`) is served for the endpoint's call, and the endpoint must give the
 * fixture's one normalised result.
 */

/** How one endpoint is called: its method and path (msw pattern) and what the test dispatches. */
interface Case extends ContractCall {
  /** The endpoint's result (`data`, or the first page of an infinite query). */
  run: (store: TestStore) => Promise<unknown>;
}

const data = async (result: PromiseLike<{ data?: unknown; error?: unknown }>) => {
  const settled = await result;
  if (settled.error) throw new Error(`The endpoint failed: ${JSON.stringify(settled.error)}`);
  return settled.data;
};

const firstPage = async (result: PromiseLike<{ data?: { pages: unknown[] }; error?: unknown }>) =>
  ((await data(result)) as { pages: unknown[] }).pages[0];

const cases: Record<string, Case> = {
  getTasks: {
    method: 'get',
    path: '*/api/tasks/:a/:b/',
    fixture: tasksFixtures.getTasks,
    run: (store) => data(store.dispatch(tasksApi.endpoints.getTasks.initiate({ a: 6, b: 7 }))),
  },
  toggleTaskValidation: {
    method: 'post',
    path: '*/tasks/:id/toggle_validate',
    fixture: tasksFixtures.toggleTaskValidation,
    run: (store) => data(store.dispatch(tasksApi.endpoints.toggleTaskValidation.initiate(501))),
  },
  'toggleTaskValidation (another 2xx shape)': {
    method: 'post',
    path: '*/tasks/:id/toggle_validate',
    fixture: tasksFixtures.toggleTaskValidationDone,
    run: (store) => data(store.dispatch(tasksApi.endpoints.toggleTaskValidation.initiate(501))),
  },
  getExams: {
    method: 'get',
    path: '*/api/koolskools_exams/',
    fixture: contentFixtures.getExams,
    run: (store) => data(store.dispatch(contentApi.endpoints.getExams.initiate({ level_id: 7 }))),
  },
  getActivities: {
    method: 'get',
    path: '*/api/koolskools_activities/',
    fixture: contentFixtures.getActivities,
    run: (store) => data(store.dispatch(contentApi.endpoints.getActivities.initiate())),
  },
  getChallenges: {
    method: 'get',
    path: '*/api/challenges/',
    fixture: challengesFixtures.getChallenges,
    run: (store) => data(store.dispatch(challengesApi.endpoints.getChallenges.initiate())),
  },
  getChallengeScoreStats: {
    method: 'get',
    path: '*/stats_challenge_score/',
    fixture: challengesFixtures.getChallengeScoreStats,
    run: (store) => data(store.dispatch(challengesApi.endpoints.getChallengeScoreStats.initiate())),
  },
  getAvatars: {
    method: 'get',
    path: '*/api/koolskools/v1/avatars/',
    fixture: avatarsFixtures.getAvatars,
    run: (store) => firstPage(store.dispatch(avatarsApi.endpoints.getAvatars.initiate(undefined))),
  },
  'getAvatars (the last page)': {
    method: 'get',
    path: '*/api/koolskools/v1/avatars/',
    fixture: avatarsFixtures.getAvatarsLastPage,
    run: (store) => firstPage(store.dispatch(avatarsApi.endpoints.getAvatars.initiate(undefined))),
  },
  'getAvatars (past the end)': {
    method: 'get',
    path: '*/api/koolskools/v1/avatars/',
    fixture: avatarsFixtures.getAvatarsPastTheEnd,
    run: (store) => firstPage(store.dispatch(avatarsApi.endpoints.getAvatars.initiate(undefined))),
  },
  changeAvatar: {
    method: 'post',
    path: '*/change_avatar/',
    fixture: avatarsFixtures.changeAvatar,
    run: (store) => data(store.dispatch(avatarsApi.endpoints.changeAvatar.initiate(2))),
  },
  'changeAvatar (another 2xx shape)': {
    method: 'post',
    path: '*/change_avatar/',
    fixture: avatarsFixtures.changeAvatarDone,
    run: (store) => data(store.dispatch(avatarsApi.endpoints.changeAvatar.initiate(2))),
  },
  getFriends: {
    method: 'get',
    path: '*/list_friends_handler',
    fixture: friendsFixtures.getFriends,
    run: (store) => data(store.dispatch(friendsApi.endpoints.getFriends.initiate())),
  },
  getLevelGroups: {
    method: 'get',
    path: '*/:product/api/levels_groups_api',
    fixture: accountFixtures.getLevelGroups,
    run: (store) => data(store.dispatch(accountApi.endpoints.getLevelGroups.initiate())),
  },
  getExamSheet: {
    method: 'get',
    path: '*/api/koolskools_exams/:id/sheet/',
    fixture: examPlayerFixtures.getExamSheet,
    run: (store) => data(store.dispatch(examPlayerApi.endpoints.getExamSheet.initiate({ exam_id: 12 }))),
  },
  submitExam: {
    method: 'post',
    path: '*/api/koolskools_exams/:id/submit/',
    fixture: examPlayerFixtures.submitExam,
    run: (store) => data(store.dispatch(examPlayerApi.endpoints.submitExam.initiate({ exam_id: 12, answers: [] }))),
  },
  'submitExam (another 2xx shape)': {
    method: 'post',
    path: '*/api/koolskools_exams/:id/submit/',
    fixture: examPlayerFixtures.submitExamDone,
    run: (store) => data(store.dispatch(examPlayerApi.endpoints.submitExam.initiate({ exam_id: 12, answers: [] }))),
  },
  learningLogin: {
    method: 'post',
    path: '*/api/:product/v1/account/login_with_token/',
    fixture: accountFixtures.learningLogin,
    run: (store) =>
      data(store.dispatch(accountApi.endpoints.learningLogin.initiate({ username: 'eleve', password: 'eleve123' }))),
  },
};

const rows = contractRows(cases);

describe('learning answers in every reading the contract allows', () => {
  it.each(rows)('$endpoint reads $reading', async ({ body, result, call }) => {
    // Arrange
    server.use(http[call.method](call.path, () => HttpResponse.json(body as JsonBodyType)));
    const store = createTestStore({ as: 'eleve' });

    // Act
    const given = await call.run(store);

    // Assert
    expect(given).toEqual(result);
  });
});

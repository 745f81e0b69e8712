import { DEMO_MASSAR_CODE, demoAccount, getDb } from '@kk/api-mocks/node';
import { captureRequests, onlyRequest } from '../../testing/capture';
import { createTestStore, type TestStore } from '../../testing/test-store';
import { accountApi } from './account.api';
import { avatarsApi } from './avatars.api';
import { challengesApi } from './challenges.api';
import { contentApi } from './content.api';
import { examPlayerApi } from './exam-player.api';
import { friendsApi } from './friends.api';
import { imagesApi } from './images.api';
import { notificationsApi } from './notifications.api';
import { subscriptionApi } from './subscription.api';
import { tasksApi } from './tasks.api';

/**
 * One round trip per learning endpoint against the fake backend: the exact request (method, path,
 * Authorization header, query or JSON body) and the parsed result.
 */
interface RoundTrip {
  /** Endpoint name. */
  endpoint: string;
  /** Demo account signed in (none: a visitor). */
  as?: string;
  run: (store: TestStore) => Promise<unknown>;
  method: 'GET' | 'POST';
  path: string;
  /** Exact query (GET). @default {} */
  query?: Record<string, string>;
  /** Exact JSON body (POST). */
  body?: unknown;
  /** Expected `Authorization` header; defaults to the account's Bearer token. */
  authorization?: string | null;
  result: (data: unknown) => void;
}

/** The id of the demo student's exam called `title` (the player's seed). */
const examId = (title: string) => getDb().learning.exams.find((e) => e.title === title && e.level_id === 7)?.id ?? 0;
const FRACTIONS = examId('Les fractions');
/** The seeded friend request to the demo student that waits for the demo parent's approval. */
const AWAITING_ID = getDb().learning.friends.find((f) => f.awaiting?.includes(5))?.id ?? 0;
const NUMBERS = examId('Les nombres');
/** A student's attempt started now (the first read of the sheet starts it). */
const started = (exam_id: number) => ({
  exam_id,
  user_id: 5,
  started_at: new Date().toISOString(),
  checks: [],
  submitted_at: null,
  result: null,
});

const registration = {
  first_name: 'Sami',
  last_name: 'Berrada',
  email: 'sami.berrada@example.ma',
  phone_number: '+212612345678',
  password: 'secret123',
  image: null,
};

/** The UTC day `n` days from today (`YYYY-MM-DD`): the fake backend's homework is dated around today. */
/** The date `n` days from today in the local time zone, as the fake backend dates homework. */
const day = (n: number) => {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const COURSE_KEY = 'course-v1:KK+L7S1+2026';
const BLOCK_ID = 'block-v1:KK+L7S1+type@vertical+block@ch73l1';

function emailOf(username: string): string {
  return getDb().users.find((u) => u.username === username)?.email ?? '';
}

/** A seeded image of a demo account (the one the profile picture round trip chooses). */
function firstImageOf(username: string) {
  const id = demoAccount(username).id;
  const image = getDb().learning.images.find((i) => i.owner_id === id);
  if (!image) throw new Error(`no image for ${username}`);
  return image;
}

const cases: RoundTrip[] = [
  {
    endpoint: 'registerLearningUser (31, no token even when signed in)',
    as: 'eleve',
    run: (s) => s.dispatch(accountApi.endpoints.registerLearningUser.initiate(registration)).unwrap(),
    method: 'POST',
    path: '/koolskools/global_register_api',
    body: registration,
    authorization: null,
    result: (data) =>
      expect(data).toEqual({ username: expect.stringMatching(/^sami\.berrada\d*$/), password: 'secret123' }),
  },
  {
    endpoint: 'registerParent (32)',
    run: (s) =>
      s.dispatch(accountApi.endpoints.registerParent.initiate({ ...registration, city: 'Casablanca' })).unwrap(),
    method: 'POST',
    path: '/api/koolskools/v1/account/parent_registration/',
    body: { ...registration, city: 'Casablanca' },
    authorization: null,
    result: (data) =>
      expect(data).toEqual({ username: expect.stringMatching(/^sami\.berrada/), password: 'secret123' }),
  },
  {
    endpoint: 'registerSchool (33)',
    run: (s) =>
      s
        .dispatch(
          accountApi.endpoints.registerSchool.initiate({
            ...registration,
            school_name: 'École Al Amal',
            city: 'Rabat',
            address: '5, Avenue de France',
          }),
        )
        .unwrap(),
    method: 'POST',
    path: '/api/koolskools/v1/account/school_registration/',
    body: { ...registration, school_name: 'École Al Amal', city: 'Rabat', address: '5, Avenue de France' },
    authorization: null,
    result: (data) => expect(data).toMatchObject({ password: 'secret123' }),
  },
  {
    endpoint: 'registerProfessor (34)',
    run: (s) =>
      s.dispatch(accountApi.endpoints.registerProfessor.initiate({ ...registration, subject_ids: [1, 7] })).unwrap(),
    method: 'POST',
    path: '/api/koolskools/v1/account/professor_registration/',
    body: { ...registration, subject_ids: [1, 7] },
    authorization: null,
    result: (data) => expect(data).toMatchObject({ password: 'secret123' }),
  },
  {
    endpoint: 'registerChild (35)',
    as: 'parent',
    run: (s) =>
      s
        .dispatch(
          accountApi.endpoints.registerChild.initiate({
            first_name: 'Lina',
            last_name: 'Alaoui',
            birthday: '2018-05-10',
            gender: 'F',
            level_id: 3,
            password: 'secret123',
          }),
        )
        .unwrap(),
    method: 'POST',
    path: '/api/koolskools/v1/account/child_register/',
    body: {
      first_name: 'Lina',
      last_name: 'Alaoui',
      birthday: '2018-05-10',
      gender: 'F',
      level_id: 3,
      password: 'secret123',
    },
    result: (data) =>
      expect(data).toEqual({
        username: expect.stringMatching(/^lina\.alaoui/),
        password: 'secret123',
        child: expect.objectContaining({ first_name: 'Lina', birthday: '2018-05-10', gender: 'F', current_level: 3 }),
      }),
  },
  {
    endpoint: 'learningLogin (36)',
    run: (s) =>
      s.dispatch(accountApi.endpoints.learningLogin.initiate({ username: 'eleve', password: 'eleve123' })).unwrap(),
    method: 'POST',
    path: '/api/koolskools/v1/account/login_with_token/',
    body: { username: 'eleve', password: 'eleve123' },
    authorization: null,
    result: (data) =>
      expect(data).toMatchObject({
        access_token: expect.any(String),
        user: {
          id: 5,
          username: 'eleve',
          account_type: 'student',
          first_name: 'Adam',
          current_level: 7,
          has_children: false,
        },
      }),
  },
  {
    endpoint: 'getLevelGroups (37)',
    as: 'eleve',
    run: (s) => s.dispatch(accountApi.endpoints.getLevelGroups.initiate()).unwrap(),
    method: 'GET',
    path: '/koolskools/api/levels_groups_api',
    result: (data) =>
      expect(data).toEqual([
        { id: 1, name: 'Primaire' },
        { id: 2, name: 'Collège' },
        { id: 3, name: 'Lycée' },
      ]),
  },
  {
    endpoint: 'linkStudentToSchool (38)',
    as: 'eleve',
    run: (s) =>
      s.dispatch(accountApi.endpoints.linkStudentToSchool.initiate({ code_massar: DEMO_MASSAR_CODE })).unwrap(),
    method: 'POST',
    path: '/ajax/link_std_sc',
    body: { code_massar: DEMO_MASSAR_CODE },
    result: (data) =>
      expect(data).toEqual({ success: true, school_id: 1, school_name: 'Groupe Scolaire Al Khawarizmi' }),
  },
  {
    endpoint: 'forgotPassword (39)',
    run: (s) => s.dispatch(accountApi.endpoints.forgotPassword.initiate({ email: emailOf('eleve') })).unwrap(),
    method: 'POST',
    path: '/api/koolskools/v1/account/forgot_password/',
    body: { email: emailOf('eleve') },
    authorization: null,
    result: (data) => expect(data).toEqual({ success: true }),
  },
  {
    endpoint: 'getTasks (40)',
    as: 'eleve',
    // The fake backend's homework is due from three days ago to next week, every other day.
    run: (s) => s.dispatch(tasksApi.endpoints.getTasks.initiate({ a: 5, b: 7, from: day(-1), to: day(5) })).unwrap(),
    method: 'GET',
    path: '/api/tasks/5/7/',
    query: { from: day(-1), to: day(5) },
    result: (data) => {
      const tasks = data as { due_date: string; validated: boolean }[];
      expect(tasks.map((t) => t.due_date)).toEqual([day(-1), day(1), day(3), day(5)]);
      expect(tasks[0]).toEqual({
        id: expect.any(Number),
        title: expect.any(String),
        description: expect.any(String),
        subject_id: expect.any(Number),
        subject_name: expect.any(String),
        due_date: day(-1),
        professor_name: expect.any(String),
        validated: expect.any(Boolean),
      });
    },
  },
  {
    endpoint: 'toggleTaskValidation (41)',
    as: 'eleve',
    run: (s) => s.dispatch(tasksApi.endpoints.toggleTaskValidation.initiate(3)).unwrap(),
    method: 'POST',
    path: '/tasks/3/toggle_validate',
    body: { task_id: 3 },
    // The toggle flipped the stored flag: the answer is the task as it is now.
    result: (data) =>
      expect(data).toMatchObject({ id: 3, validated: getDb().learning.tasks.find((t) => t.id === 3)?.validated }),
  },
  {
    endpoint: 'getChallenges (42)',
    as: 'eleve',
    run: (s) => s.dispatch(challengesApi.endpoints.getChallenges.initiate({ kind: 'daily' })).unwrap(),
    method: 'GET',
    path: '/api/challenges/',
    query: { kind: 'daily' },
    result: (data) => {
      const list = data as { kind: string; level_id: number; participants: unknown[] }[];
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        kind: 'daily',
        level_id: 7,
        blocked: false,
        title: expect.stringMatching(/^Défi du jour – /),
      });
      expect(list[0].participants.length).toBeGreaterThan(1);
    },
  },
  {
    endpoint: 'getChallengeExercises (43)',
    as: 'eleve',
    run: (s) => s.dispatch(challengesApi.endpoints.getChallengeExercises.initiate(31)).unwrap(),
    method: 'GET',
    path: '/challenges_api_exercises/31/',
    result: (data) => {
      const { challenge_id, exercises } = data as { challenge_id: number; exercises: { level_id: number }[] };
      expect(challenge_id).toBe(31);
      expect(exercises).toHaveLength(2);
      expect(exercises.every((e) => e.level_id === 7)).toBe(true);
    },
  },
  {
    endpoint: 'getChallengeScoreStats (44)',
    as: 'eleve',
    run: (s) => s.dispatch(challengesApi.endpoints.getChallengeScoreStats.initiate()).unwrap(),
    method: 'GET',
    path: '/stats_challenge_score/',
    result: (data) => {
      const stats = data as {
        challenges_played: number;
        by_kind: { kind: string; played: number }[];
        total_score: number;
      };
      expect(stats.by_kind.map((k) => k.kind)).toEqual(['daily', 'peer', 'group', 'class', 'superhero']);
      expect(stats.challenges_played).toBe(stats.by_kind.reduce((n, k) => n + k.played, 0));
      expect(stats.total_score).toBeGreaterThan(0);
    },
  },
  {
    endpoint: 'blockChallenge (challenge block)',
    as: 'eleve',
    run: (s) =>
      s.dispatch(challengesApi.endpoints.blockChallenge.initiate({ challenge_id: 31, blocked: true })).unwrap(),
    method: 'POST',
    path: '/api/challenges/block/',
    body: { challenge_id: 31, blocked: true },
    result: (data) => expect(data).toMatchObject({ id: 31, blocked: true }),
  },
  {
    endpoint: 'getLeaderboardSettings (assumed)',
    as: 'eleve',
    run: (s) => s.dispatch(challengesApi.endpoints.getLeaderboardSettings.initiate()).unwrap(),
    method: 'GET',
    path: '/api/challenges/leaderboard_settings/',
    result: (data) => expect(data).toEqual({ show_name: false }),
  },
  {
    endpoint: 'saveLeaderboardSettings (assumed)',
    as: 'eleve',
    run: (s) => s.dispatch(challengesApi.endpoints.saveLeaderboardSettings.initiate({ show_name: true })).unwrap(),
    method: 'POST',
    path: '/api/challenges/leaderboard_settings/',
    body: { show_name: true },
    result: (data) => expect(data).toEqual({ show_name: true }),
  },
  {
    endpoint: 'recordChallengeRound (assumed)',
    as: 'eleve',
    run: (s) =>
      s.dispatch(challengesApi.endpoints.recordChallengeRound.initiate({ challenge_id: 31, answers: [] })).unwrap(),
    method: 'POST',
    path: '/api/challenges/31/score/',
    body: { answers: [] },
    result: (data) =>
      expect(data).toMatchObject({ challenge_id: 31, points_earned: 0, score: 0, previous_score: 0, best_kept: false }),
  },
  {
    endpoint: 'getActivities (45)',
    as: 'eleve',
    run: (s) => s.dispatch(contentApi.endpoints.getActivities.initiate({ subject_id: 1 })).unwrap(),
    method: 'GET',
    path: '/api/koolskools_activities/',
    query: { subject_id: '1' },
    result: (data) => {
      const list = data as { subject_id: number; date: string }[];
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((a) => a.subject_id === 1)).toBe(true);
    },
  },
  {
    endpoint: 'getExams (46)',
    as: 'eleve',
    run: (s) => s.dispatch(contentApi.endpoints.getExams.initiate({ level_id: 7 })).unwrap(),
    method: 'GET',
    path: '/api/koolskools_exams/',
    query: { level_id: '7' },
    result: (data) => {
      const list = data as { level_id: number; feedback_mode: string; paging_mode: string }[];
      expect(list).toHaveLength(8);
      expect(list.every((e) => e.level_id === 7)).toBe(true);
      expect(new Set(list.map((e) => e.feedback_mode))).toEqual(new Set(['end', 'immediate', 'none']));
    },
  },
  {
    endpoint: 'getXBlockStudentView (47)',
    as: 'eleve',
    run: (s) =>
      s
        .dispatch(
          contentApi.endpoints.getXBlockStudentView.initiate({ course: COURSE_KEY, block: BLOCK_ID, lang: 'fr' }),
        )
        .unwrap(),
    method: 'GET',
    path: `/courses/${encodeURIComponent(COURSE_KEY)}/xblock/${encodeURIComponent(BLOCK_ID)}/view/student_view`,
    query: { lang: 'fr' },
    result: (data) =>
      expect(data).toMatchObject({
        course_key: COURSE_KEY,
        block_id: BLOCK_ID,
        kind: 'video',
        media_url: expect.stringMatching(/\.mp4$/),
      }),
  },
  {
    endpoint: 'changeCurrentLevel (48)',
    as: 'eleve',
    run: (s) => s.dispatch(accountApi.endpoints.changeCurrentLevel.initiate(8)).unwrap(),
    method: 'POST',
    path: '/change_current_level/',
    body: { level_id: 8 },
    result: (data) => expect(data).toEqual({ current_level: 8 }),
  },
  {
    endpoint: 'updateChild (49)',
    as: 'parent',
    run: (s) => s.dispatch(accountApi.endpoints.updateChild.initiate({ id: 5, first_name: 'Adam-Yassine' })).unwrap(),
    method: 'POST',
    path: '/api/koolskools/v1/child/5/',
    body: { first_name: 'Adam-Yassine' },
    result: (data) =>
      expect(data).toMatchObject({ id: 5, username: 'eleve', first_name: 'Adam-Yassine', current_level: 7 }),
  },
  {
    endpoint: 'getChildren (assumed)',
    as: 'parent',
    run: (s) => s.dispatch(accountApi.endpoints.getChildren.initiate()).unwrap(),
    method: 'GET',
    path: '/api/koolskools/v1/children/',
    result: (data) =>
      expect(data).toEqual([
        expect.objectContaining({ id: 5, username: 'eleve', current_level: 7, school_id: 1 }),
        expect.objectContaining({ id: expect.any(Number), last_name: expect.any(String) }),
      ]),
  },
  {
    endpoint: 'getSubscription (assumed)',
    as: 'parent',
    run: (s) => s.dispatch(subscriptionApi.endpoints.getSubscription.initiate()).unwrap(),
    method: 'GET',
    path: '/api/koolskools/v1/subscription/',
    result: (data) => expect(data).toEqual({ status: 'active', plan: expect.any(String), expires_on: '2027-06-30' }),
  },
  {
    endpoint: 'getAvatars (50, first page)',
    as: 'eleve',
    run: (s) => s.dispatch(avatarsApi.endpoints.getAvatars.initiate()).unwrap(),
    method: 'GET',
    path: '/api/koolskools/v1/avatars/',
    query: { page: '1', page_size: '20' },
    result: (data) => {
      const { pages, pageParams } = data as {
        pages: { items: { image_url: string }[]; error: string | null }[];
        pageParams: number[];
      };
      expect(pageParams).toEqual([1]);
      expect(pages[0].items).toHaveLength(20);
      expect(pages[0].error).toBeNull();
      expect(pages[0].items[0].image_url).toMatch(/^data:image\/svg\+xml,/);
    },
  },
  {
    endpoint: 'changeAvatar (51)',
    as: 'eleve',
    run: (s) => s.dispatch(avatarsApi.endpoints.changeAvatar.initiate(3)).unwrap(),
    method: 'POST',
    path: '/change_avatar/',
    body: { avatar_id: 3 },
    result: (data) => expect(data).toEqual({ success: true, image: expect.stringMatching(/^data:image\/svg\+xml,/) }),
  },
  {
    endpoint: 'changePassword (52)',
    as: 'eleve',
    run: (s) =>
      s
        .dispatch(
          accountApi.endpoints.changePassword.initiate({
            old_password: 'eleve123',
            new_password: 'nouveau123',
            confirm_password: 'nouveau123',
          }),
        )
        .unwrap(),
    method: 'POST',
    path: '/api/koolskools/changepassword/',
    body: { old_password: 'eleve123', new_password: 'nouveau123', confirm_password: 'nouveau123' },
    result: (data) => expect(data).toEqual({ success: true }),
  },
  {
    endpoint: 'getFriends (53)',
    as: 'eleve',
    run: (s) => s.dispatch(friendsApi.endpoints.getFriends.initiate()).unwrap(),
    method: 'GET',
    path: '/list_friends_handler',
    result: (data) => {
      const friends = data as { status: string; username: string }[];
      expect(friends.length).toBeGreaterThanOrEqual(2);
      expect(friends[0]).toEqual({
        id: expect.any(Number),
        user_id: expect.any(Number),
        username: expect.any(String),
        first_name: expect.any(String),
        last_name: expect.any(String),
        image: expect.any(String),
        level_name: expect.any(String),
        status: expect.stringMatching(/^(accepted|pending)$/),
        group: expect.toBeOneOf([null, expect.any(String)]),
        direction: expect.stringMatching(/^(incoming|outgoing)$/),
        awaiting_parent: false,
      });
    },
  },
  {
    endpoint: 'getChildFriends (assumed)',
    as: 'parent',
    run: (s) => s.dispatch(friendsApi.endpoints.getChildFriends.initiate(5)).unwrap(),
    method: 'GET',
    path: '/list_friends_handler',
    query: { child_id: '5' },
    result: (data) =>
      expect(data).toContainEqual(
        expect.objectContaining({ direction: 'incoming', status: 'pending', awaiting_parent: true }),
      ),
  },
  {
    endpoint: 'actOnChildFriend (assumed)',
    as: 'parent',
    run: (s) =>
      s
        .dispatch(friendsApi.endpoints.actOnChildFriend.initiate({ action: 'approve', id: AWAITING_ID, child_id: 5 }))
        .unwrap(),
    method: 'POST',
    path: '/list_friends_handler',
    body: { action: 'approve', id: AWAITING_ID, child_id: 5 },
    result: (data) => expect(data).toEqual({ success: true, id: AWAITING_ID }),
  },
  {
    endpoint: 'getNotifications (assumed)',
    as: 'parent',
    run: (s) => s.dispatch(notificationsApi.endpoints.getNotifications.initiate()).unwrap(),
    method: 'GET',
    path: '/api/koolskools/v1/notifications/',
    result: (data) => {
      const { notifications, unread } = data as { notifications: { kind: string; child_id: number }[]; unread: number };
      expect(unread).toBe(notifications.length);
      expect(notifications).toContainEqual(expect.objectContaining({ kind: 'absence', child_id: 5, read: false }));
      expect(notifications).toContainEqual(expect.objectContaining({ kind: 'grade', child_name: expect.any(String) }));
      expect(notifications).toContainEqual(expect.objectContaining({ kind: 'friend_request', ref_id: AWAITING_ID }));
    },
  },
  {
    endpoint: 'markNotificationsRead (assumed)',
    as: 'parent',
    run: (s) => s.dispatch(notificationsApi.endpoints.markNotificationsRead.initiate({ action: 'read_all' })).unwrap(),
    method: 'POST',
    path: '/api/koolskools/v1/notifications/',
    body: { action: 'read_all' },
    result: (data) => expect(data).toEqual({ success: true, unread: 0 }),
  },
  {
    endpoint: 'storeFriend (54)',
    as: 'eleve',
    run: (s) => s.dispatch(friendsApi.endpoints.storeFriend.initiate(8)).unwrap(),
    method: 'POST',
    path: '/list_friends/store/',
    body: { user_id: 8 },
    // eleve has a parent account: the friendship waits for the parent's approval.
    result: (data) => expect(data).toMatchObject({ user_id: 8, username: 'inactif', status: 'pending' }),
  },
  {
    endpoint: 'saveFriend (friend create/update/delete)',
    as: 'eleve',
    run: (s) => s.dispatch(friendsApi.endpoints.saveFriend.initiate({ action: 'add', username: 'inactif' })).unwrap(),
    method: 'POST',
    path: '/list_friends_handler',
    body: { action: 'add', username: 'inactif' },
    result: (data) => expect(data).toEqual({ success: true, id: expect.any(Number) }),
  },
  {
    endpoint: 'getExerciseSteps (55)',
    as: 'eleve',
    run: (s) => s.dispatch(contentApi.endpoints.getExerciseSteps.initiate({ exercise_id: 1 })).unwrap(),
    method: 'GET',
    path: '/get_exercice_level/',
    query: { exercise_id: '1' },
    result: (data) =>
      expect((data as { level: number; name: string }[]).map((l) => [l.level, l.name])).toEqual([
        [1, 'Échauffement'],
        [2, 'Entraînement'],
        [3, 'Expert'],
      ]),
  },
  {
    endpoint: 'getImages (57, first page)',
    as: 'eleve',
    run: (s) => s.dispatch(imagesApi.endpoints.getImages.initiate()).unwrap(),
    method: 'GET',
    path: '/list_api_images/',
    query: { page: '1', page_size: '20' },
    result: (data) => {
      const { pages } = data as { pages: { items: { name: string }[] }[] };
      expect(pages[0].items).toHaveLength(20);
      expect(pages[0].items[0].name).toMatch(/^\d{13}_dessin-\d+\.png$/);
    },
  },
  {
    endpoint: 'chooseProfileImage (51 with image_id, assumed contract)',
    as: 'eleve',
    run: (s) => s.dispatch(imagesApi.endpoints.chooseProfileImage.initiate(firstImageOf('eleve').id)).unwrap(),
    method: 'POST',
    path: '/change_avatar/',
    body: { image_id: expect.any(Number) },
    result: (data) => expect(data).toEqual({ success: true, image: firstImageOf('eleve').url }),
  },
  {
    endpoint: 'getChapters (58)',
    as: 'eleve',
    run: (s) => s.dispatch(contentApi.endpoints.getChapters.initiate({ a: 7, b: 1 })).unwrap(),
    method: 'GET',
    path: '/api/chapters/7/1',
    result: (data) => {
      const chapters = data as {
        id: number;
        level_id: number;
        subject_id: number;
        lessons: unknown[];
        progress: number;
      }[];
      expect(chapters.map((c) => c.id)).toEqual([73, 74, 75]);
      expect(chapters.every((c) => c.level_id === 7 && c.subject_id === 1 && c.lessons.length === 3)).toBe(true);
    },
  },
  {
    endpoint: 'getCourse (59)',
    as: 'eleve',
    run: (s) => s.dispatch(contentApi.endpoints.getCourse.initiate(25)).unwrap(),
    method: 'GET',
    path: '/api/courses/25',
    result: (data) =>
      expect(data).toMatchObject({
        id: 25,
        course_key: COURSE_KEY,
        title: 'Mathématiques – 1ère année collège',
        level_id: 7,
        subject_id: 1,
      }),
  },
  {
    endpoint: 'getExercisesOfStage (60)',
    as: 'eleve',
    run: (s) => s.dispatch(contentApi.endpoints.getExercisesOfStage.initiate(73)).unwrap(),
    method: 'GET',
    path: '/api/exercises_of_stage/73',
    result: (data) =>
      expect(data).toMatchObject({
        stage_id: 73,
        exercises: [expect.objectContaining({ level_id: 7 }), expect.objectContaining({ level_id: 7 })],
      }),
  },
  {
    endpoint: 'getExamSheet (assumed)',
    as: 'eleve',
    run: (s) => s.dispatch(examPlayerApi.endpoints.getExamSheet.initiate({ exam_id: FRACTIONS })).unwrap(),
    method: 'GET',
    path: `/api/koolskools_exams/${FRACTIONS}/sheet/`,
    result: (data) => {
      expect(data).toMatchObject({ kind: 'exam', state: 'open', feedback_mode: 'immediate', checks: [], result: null });
      const sheet = data as { questions: { type: string }[] };
      expect(new Set(sheet.questions.map((q) => q.type))).toEqual(
        new Set(['single_choice', 'multiple_choice', 'true_false', 'short_answer', 'ordering']),
      );
      expect(JSON.stringify(data)).not.toContain('key');
    },
  },
  {
    endpoint: 'checkExamAnswer (assumed)',
    as: 'eleve',
    run: (s) => {
      getDb().learning.examAttempts = [started(FRACTIONS)];
      const answer = { question_id: FRACTIONS * 100 + 2, value: true };
      return s.dispatch(examPlayerApi.endpoints.checkExamAnswer.initiate({ exam_id: FRACTIONS, ...answer })).unwrap();
    },
    method: 'POST',
    path: `/api/koolskools_exams/${FRACTIONS}/check/`,
    body: { question_id: FRACTIONS * 100 + 2, value: true },
    result: (data) => expect(data).toMatchObject({ correct: true, expected: { value: true } }),
  },
  {
    endpoint: 'submitExam (assumed)',
    as: 'eleve',
    run: (s) => {
      getDb().learning.examAttempts = [started(NUMBERS)];
      const answers = [{ question_id: NUMBERS * 100 + 1, text: ' 60 ' }];
      return s.dispatch(examPlayerApi.endpoints.submitExam.initiate({ exam_id: NUMBERS, answers })).unwrap();
    },
    method: 'POST',
    path: `/api/koolskools_exams/${NUMBERS}/submit/`,
    body: { answers: [{ question_id: NUMBERS * 100 + 1, text: ' 60 ' }] },
    result: (data) => expect(data).toMatchObject({ grade: 4, max_grade: 20, correct_count: 1, questions_count: 5 }),
  },
];

describe('learning endpoints: request sent and result parsed', () => {
  it.each(cases)('$endpoint', async (c) => {
    // Arrange
    const store = createTestStore({ as: c.as });
    const requests = captureRequests();

    // Act
    const data = await c.run(store);

    // Assert
    const request = await onlyRequest(requests);
    expect({ method: request.method, path: request.path }).toEqual({ method: c.method, path: c.path });
    const token = getDb().users.find((u) => u.username === c.as) ? `Bearer demo-${c.as}-token` : null;
    expect(request.authorization).toBe(c.authorization === undefined ? token : c.authorization);
    expect(request.query).toEqual(c.query ?? {});
    expect(request.body).toEqual(c.method === 'GET' ? null : c.body);
    c.result(data);
  });
});

it('covers every learning endpoint (the upload is tested on its own)', () => {
  const names = new Set(cases.map((c) => c.endpoint.split(' ')[0]));
  const endpoints = [
    accountApi,
    avatarsApi,
    challengesApi,
    contentApi,
    examPlayerApi,
    friendsApi,
    imagesApi,
    subscriptionApi,
    tasksApi,
  ].flatMap((api) => Object.keys(api.endpoints));

  expect([...new Set(endpoints)].filter((e) => !names.has(e))).toEqual(['uploadImage']);
});

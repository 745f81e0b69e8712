import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { demoAccount, getDb, server } from '@kk/api-mocks/node';
import { learningRegistrationErrorMessageKey } from '@kk/domain';
import { delay, http, HttpResponse } from 'msw';
import { captureRequests, onlyRequest } from '../../testing/capture';
import { must } from '../../testing/must';
import { createTestStore } from '../../testing/test-store';
import { sessionExpired, storedDataCleared } from '../core/session-events';
import { accountApi, learningLoginErrorOf } from './account.api';
import { avatarsApi } from './avatars.api';
import { challengesApi } from './challenges.api';
import { contentApi } from './content.api';
import { friendsApi } from './friends.api';
import { imagesApi } from './images.api';
import { learningApi } from './learning-api';
import { notificationsApi } from './notifications.api';
import { subscriptionApi } from './subscription.api';
import { tasksApi } from './tasks.api';
import type { UploadProgress } from '../core/upload';

/** A store with the learning API that records every action, to see what the endpoints dispatch. */
function recordingStore(as?: string) {
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const token = as ? demoAccount(as).token : null;
  const store = configureStore({
    reducer: {
      session: (state: { user: { token: string } | null } = { user: token ? { token } : null }) => state,
      [learningApi.reducerPath]: learningApi.reducer,
    },
    middleware: (getDefault) => getDefault().concat(learningApi.middleware, record),
  });
  return {
    store,
    dispatched: (matcher: { match: (a: unknown) => boolean }) => actions.filter((a) => matcher.match(a)),
  };
}

const host = (path: string) => `http://localhost${path}`;

describe('learning login errors (§8)', () => {
  it.each([
    ['inactif', { code: 'not_activated', parent_email: 'parent.kettani@gmail.com' }],
    ['expire', { code: 'no_subscription' }],
    [
      'nonverifie',
      { code: 'not_email_active', email: expect.stringContaining('@'), markerCode: 'mail_not_yet_verified' },
    ],
    [
      'telnonverifie',
      { code: 'not_phone_active', phone: expect.stringMatching(/^0[67]/), markerCode: 'phone_not_yet_verified' },
    ],
  ])('the %s account fails with its normalised code', async (username, expected) => {
    // Arrange
    const store = createTestStore();

    // Act
    const result = await store.dispatch(
      accountApi.endpoints.learningLogin.initiate({ username, password: `${username}123` }),
    );

    // Assert
    expect(result.error).toMatchObject({ kind: 'http', status: 403, login: expected });
    expect(learningLoginErrorOf(result.error)).toEqual(expected);
  });

  it('is invalid_credentials for a wrong password', async () => {
    const result = await createTestStore().dispatch(
      accountApi.endpoints.learningLogin.initiate({ username: 'eleve', password: 'wrong-one' }),
    );

    expect(learningLoginErrorOf(result.error)).toEqual({ code: 'invalid_credentials' });
  });

  it('normalises a 200 answer that carries the error field', async () => {
    server.use(
      http.post(host('/api/koolskools/v1/account/login_with_token/'), () =>
        HttpResponse.json({ error: 'no_subscription' }),
      ),
    );

    const result = await createTestStore().dispatch(
      accountApi.endpoints.learningLogin.initiate({ username: 'eleve', password: 'eleve123' }),
    );

    expect(result.error).toMatchObject({ kind: 'app', login: { code: 'no_subscription' } });
  });

  it('turns an answer that breaks the contract into a typed schema error, shown as invalid credentials', async () => {
    server.use(http.post(host('/api/koolskools/v1/account/login_with_token/'), () => HttpResponse.json({ token: 42 })));

    const result = await createTestStore().dispatch(
      accountApi.endpoints.learningLogin.initiate({ username: 'eleve', password: 'eleve123' }),
    );

    expect(result.error).toMatchObject({
      kind: 'schema',
      endpoint: 'learningLogin',
      login: { code: 'invalid_credentials' },
    });
  });
});

describe('friend list failure (§8)', () => {
  it('clears stored data when the backend answered an error with a body', async () => {
    // Arrange
    server.use(
      http.get(host('/list_friends_handler'), () => HttpResponse.json({ detail: 'Server error' }, { status: 500 })),
    );
    const { store, dispatched } = recordingStore('eleve');

    // Act
    await store.dispatch(friendsApi.endpoints.getFriends.initiate());

    // Assert
    expect(dispatched(storedDataCleared).map((a) => a.payload)).toEqual([{ endpoint: 'getFriends' }]);
  });

  it('keeps stored data when there was no answer at all', async () => {
    server.use(http.get(host('/list_friends_handler'), () => HttpResponse.error()));
    const { store, dispatched } = recordingStore('eleve');

    const result = await store.dispatch(friendsApi.endpoints.getFriends.initiate());

    expect(result.error).toMatchObject({ kind: 'network' });
    expect(dispatched(storedDataCleared)).toEqual([]);
  });
});

describe('image list failure (§8)', () => {
  it.each([
    ['an error status', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })],
    ['no answer', () => HttpResponse.error()],
  ])('clears stored data on %s', async (_label, resolver) => {
    server.use(http.get(host('/list_api_images/'), resolver));
    const { store, dispatched } = recordingStore('eleve');

    await store.dispatch(imagesApi.endpoints.getImages.initiate());

    expect(dispatched(storedDataCleared).map((a) => a.payload)).toEqual([{ endpoint: 'getImages' }]);
  });

  it('does not clear anything when the list loads', async () => {
    const { store, dispatched } = recordingStore('eleve');

    await store.dispatch(imagesApi.endpoints.getImages.initiate());

    expect(dispatched(storedDataCleared)).toEqual([]);
  });

  it('leaves a 401 to the session (expired: sign in again and come back), without clearing', async () => {
    server.use(http.get(host('/list_api_images/'), () => HttpResponse.json({ detail: 'expired' }, { status: 401 })));
    const { store, dispatched } = recordingStore('eleve');

    await store.dispatch(imagesApi.endpoints.getImages.initiate());

    expect(dispatched(storedDataCleared)).toEqual([]);
    expect(dispatched(sessionExpired)).toHaveLength(1);
  });

  it('leaves alone a call dropped with the cache when the session ended (the page it was on is kept)', async () => {
    server.use(
      http.get(host('/list_api_images/'), async () => {
        await delay(50);
        return HttpResponse.json({ images: [] });
      }),
    );
    const { store, dispatched } = recordingStore('eleve');

    const pending = store.dispatch(imagesApi.endpoints.getImages.initiate());
    store.dispatch(learningApi.util.resetApiState());
    await pending;

    expect(dispatched(storedDataCleared)).toEqual([]);
  });
});

describe('errors rethrown unchanged (§8): chapters, exercises_of_stage, task toggle', () => {
  const failure = () => HttpResponse.json({ detail: 'Erreur serveur' }, { status: 500 });

  it.each([
    [
      'getChapters',
      '/api/chapters/7/1',
      (s: ReturnType<typeof createTestStore>) =>
        s.dispatch(contentApi.endpoints.getChapters.initiate({ a: 7, b: 1 })).unwrap(),
    ],
    [
      'getExercisesOfStage',
      '/api/exercises_of_stage/73',
      (s: ReturnType<typeof createTestStore>) =>
        s.dispatch(contentApi.endpoints.getExercisesOfStage.initiate(73)).unwrap(),
    ],
    [
      'toggleTaskValidation',
      '/tasks/3/toggle_validate',
      (s: ReturnType<typeof createTestStore>) =>
        s.dispatch(tasksApi.endpoints.toggleTaskValidation.initiate(3)).unwrap(),
    ],
  ])('%s: unwrap() rejects with the original ApiError, nothing mapped or cleared', async (endpoint, path, run) => {
    // Arrange
    server.use(http.get(host(path), failure), http.post(host(path), failure));
    const store = createTestStore({ as: 'eleve' });

    // Act
    const rejection = await run(store).catch((error: unknown) => error);

    // Assert
    expect(rejection).toEqual({
      kind: 'http',
      status: 500,
      message: 'HTTP 500',
      data: { detail: 'Erreur serveur' },
      endpoint,
    });
    expect(store.getState().session.user).not.toBeNull();
  });
});

describe('learning calls and the session', () => {
  it('a 401 on a learning call does not expire the session (only school management does)', async () => {
    const { store, dispatched } = recordingStore();

    const result = await store.dispatch(challengesApi.endpoints.getChallenges.initiate());

    expect(result.error).toMatchObject({ kind: 'http', status: 401 });
    expect(dispatched(sessionExpired)).toEqual([]);
  });

  it('a response that is no list at all is a typed schema error, not a crash', async () => {
    // One item that does not fit is left out (open-shapes.contract.test.ts); a body that holds no list fails.
    server.use(http.get(host('/api/challenges/'), () => HttpResponse.json({ detail: 'Pas de défis.' })));

    const result = await createTestStore({ as: 'eleve' }).dispatch(challengesApi.endpoints.getChallenges.initiate());

    expect(result.error).toMatchObject({
      kind: 'schema',
      endpoint: 'getChallenges',
      message: expect.stringContaining('does not match'),
    });
  });
});

describe('paged lists: page 1 first, 20 per page, stop on a short page or an error field', () => {
  it('loads the 30 avatars in two pages and stops after the short one', async () => {
    // Arrange
    const store = createTestStore({ as: 'eleve' });
    await store.dispatch(avatarsApi.endpoints.getAvatars.initiate());
    const requests = captureRequests();

    // Act
    const result = await store.dispatch(avatarsApi.endpoints.getAvatars.initiate(undefined, { direction: 'forward' }));

    // Assert
    expect((await onlyRequest(requests)).query).toEqual({ page: '2', page_size: '20' });
    expect(result.data?.pages.map((p) => p.items.length)).toEqual([20, 10]);
    expect(result.hasNextPage).toBe(false);
  });

  it('has a next page of images after a full page, none after the short one', async () => {
    const store = createTestStore({ as: 'eleve' });

    const first = await store.dispatch(imagesApi.endpoints.getImages.initiate());
    const second = await store.dispatch(imagesApi.endpoints.getImages.initiate(undefined, { direction: 'forward' }));

    expect(first.hasNextPage).toBe(true);
    expect(second.data?.pages.map((p) => p.items.length)).toEqual([20, 5]);
    expect(second.hasNextPage).toBe(false);
  });

  it('stops when a page carries an error field', async () => {
    const full = getDb().learning.avatars.slice(0, 20);
    server.use(
      http.get(host('/api/koolskools/v1/avatars/'), ({ request }) =>
        new URL(request.url).searchParams.get('page') === '1'
          ? HttpResponse.json({ avatars: full })
          : HttpResponse.json({ error: 'No result found' }),
      ),
    );
    const store = createTestStore({ as: 'eleve' });
    await store.dispatch(avatarsApi.endpoints.getAvatars.initiate());

    const result = await store.dispatch(avatarsApi.endpoints.getAvatars.initiate(undefined, { direction: 'forward' }));

    expect(result.data?.pages.map((p) => p.error ?? p.items.length)).toEqual([20, 'No result found']);
    expect(result.hasNextPage).toBe(false);
  });
});

describe('uploadImage (56)', () => {
  const png = () =>
    new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 7, 7])], 'dessin.png', { type: 'image/png' });

  it('posts the file as multipart with the Bearer token, its name prefixed with a timestamp, and reports progress', async () => {
    // Arrange
    const store = createTestStore({ as: 'eleve' });
    const requests = captureRequests();
    const progress: UploadProgress[] = [];

    // Act
    const image = await store
      .dispatch(imagesApi.endpoints.uploadImage.initiate({ file: png(), onProgress: (p) => progress.push(p) }))
      .unwrap();

    // Assert
    const request = await onlyRequest(requests);
    expect([request.method, request.path, request.authorization]).toEqual([
      'POST',
      '/upload_image/',
      'Bearer demo-eleve-token',
    ]);
    expect((request.form?.get('file') as File).name).toMatch(/^\d{13}_dessin\.png$/);
    expect(image).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^data:image\/png;base64,/),
      name: expect.stringMatching(/_dessin\.png$/),
      created_at: expect.any(String),
    });
    expect(progress.at(-1)).toEqual({ loaded: 10, total: 10, percent: 100 });
  });

  it('shows the new image first in the list', async () => {
    const store = createTestStore({ as: 'eleve' });
    const image = await store.dispatch(imagesApi.endpoints.uploadImage.initiate({ file: png() })).unwrap();

    const list = await store.dispatch(imagesApi.endpoints.getImages.initiate()).unwrap();

    expect(list.pages[0].items[0]).toEqual(image);
  });

  it('is a 401 without a session', async () => {
    const result = await createTestStore().dispatch(imagesApi.endpoints.uploadImage.initiate({ file: png() }));

    expect(result.error).toMatchObject({ kind: 'http', status: 401 });
  });
});

describe('fake backend state transitions (learning)', () => {
  it('toggling a task flips validated, and the task list refetches to show it (Tasks invalidated)', async () => {
    // Arrange
    const store = createTestStore({ as: 'eleve' });
    const args = { a: 5, b: 7 };
    const list = store.dispatch(tasksApi.endpoints.getTasks.initiate(args));
    await list;
    const taskOne = () =>
      tasksApi.endpoints.getTasks
        .select(args)(store.getState())
        .data?.find((t) => t.id === 1);
    const initially = taskOne()?.validated;

    // Act
    const toggled = await store.dispatch(tasksApi.endpoints.toggleTaskValidation.initiate(1)).unwrap();

    // Assert
    expect(toggled?.validated).toBe(!initially);
    await vi.waitFor(() => expect(taskOne()?.validated).toBe(!initially));
    const twice = await store.dispatch(tasksApi.endpoints.toggleTaskValidation.initiate(1)).unwrap();
    expect(twice?.validated).toBe(initially);
    list.unsubscribe();
  });

  it("cannot toggle another student's task", async () => {
    const result = await createTestStore({ as: 'prof' }).dispatch(tasksApi.endpoints.toggleTaskValidation.initiate(1));

    expect(result.error).toMatchObject({ kind: 'http', status: 404 });
  });

  it("storing a friend adds them to the friend list, waiting for the parent's approval of a child who has a parent account", async () => {
    const store = createTestStore({ as: 'eleve' });

    await store.dispatch(friendsApi.endpoints.storeFriend.initiate(8)).unwrap();
    const friends = await store.dispatch(friendsApi.endpoints.getFriends.initiate()).unwrap();

    expect(friends.find((f) => f.username === 'inactif')).toMatchObject({
      status: 'pending',
      direction: 'outgoing',
      awaiting_parent: true,
    });
    // Students only: an adult cannot be stored as a child's friend.
    const adult = await store.dispatch(friendsApi.endpoints.storeFriend.initiate(7));
    expect(adult.error).toMatchObject({ kind: 'http', status: 400 });
  });

  it('friend create adds a pending friend; update changes the group; delete removes it', async () => {
    const store = createTestStore({ as: 'eleve' });

    const { id } = must(
      await store.dispatch(friendsApi.endpoints.saveFriend.initiate({ action: 'add', username: 'inactif' })).unwrap(),
      'the new friendship',
    );
    await store.dispatch(friendsApi.endpoints.saveFriend.initiate({ action: 'edit', id, group: 'Famille' })).unwrap();
    const edited = (await store.dispatch(friendsApi.endpoints.getFriends.initiate()).unwrap()).find((f) => f.id === id);
    await store.dispatch(friendsApi.endpoints.saveFriend.initiate({ action: 'delete', id })).unwrap();
    const after = await store
      .dispatch(friendsApi.endpoints.getFriends.initiate(undefined, { forceRefetch: true }))
      .unwrap();

    expect(edited).toMatchObject({ username: 'inactif', status: 'pending', group: 'Famille' });
    expect(after.some((f) => f.id === id)).toBe(false);
  });

  it("an adult's username reads as unknown: a child cannot find adult accounts", async () => {
    const store = createTestStore({ as: 'eleve' });

    const result = await store.dispatch(friendsApi.endpoints.saveFriend.initiate({ action: 'add', username: 'prof' }));

    expect(result.error).toMatchObject({ kind: 'http', status: 400, data: { error: 'No result found' } });
  });

  it('a request received is listed as incoming; accepting befriends both students, declining removes it', async () => {
    const asker = createTestStore({ as: 'inactif' });
    const student = createTestStore({ as: 'eleve' });
    await asker.dispatch(friendsApi.endpoints.saveFriend.initiate({ action: 'add', username: 'eleve' })).unwrap();

    const incoming = (await student.dispatch(friendsApi.endpoints.getFriends.initiate()).unwrap()).find(
      (f) => f.username === 'inactif',
    );
    expect(incoming).toMatchObject({ status: 'pending', direction: 'incoming', awaiting_parent: true });
    // eleve has a parent account: the request waits for their approval first (assumed: the parents' space).
    await createTestStore({ as: 'parent' })
      .dispatch(
        friendsApi.endpoints.actOnChildFriend.initiate({
          action: 'approve',
          id: must(incoming, 'the request').id,
          child_id: 5,
        }),
      )
      .unwrap();
    await student
      .dispatch(friendsApi.endpoints.saveFriend.initiate({ action: 'accept', id: must(incoming, 'the request').id }))
      .unwrap();

    const friendsOf = async (store: typeof student) =>
      store.dispatch(friendsApi.endpoints.getFriends.initiate(undefined, { forceRefetch: true })).unwrap();
    expect((await friendsOf(student)).find((f) => f.username === 'inactif')).toMatchObject({
      status: 'accepted',
      direction: 'outgoing',
    });
    expect((await friendsOf(asker)).find((f) => f.username === 'eleve')).toMatchObject({ status: 'accepted' });

    const [other] = (await friendsOf(student)).filter((f) => f.direction === 'incoming');
    await student
      .dispatch(friendsApi.endpoints.saveFriend.initiate({ action: 'decline', id: must(other, 'a seeded request').id }))
      .unwrap();
    expect((await friendsOf(student)).some((f) => f.id === other?.id && f.direction === 'incoming')).toBe(false);
  });

  it('changing the avatar changes the picture the login answers', async () => {
    const store = createTestStore({ as: 'eleve' });

    const { image } = must(
      await store.dispatch(avatarsApi.endpoints.changeAvatar.initiate(12)).unwrap(),
      'the new image',
    );
    const login = await store
      .dispatch(accountApi.endpoints.learningLogin.initiate({ username: 'eleve', password: 'eleve123' }))
      .unwrap();

    expect(image).toBe(getDb().learning.avatars[11].image_url);
    expect(login.user.image_url).toBe(image);
  });

  it('changing the current level is kept on the user', async () => {
    const store = createTestStore({ as: 'eleve' });

    await store.dispatch(accountApi.endpoints.changeCurrentLevel.initiate(9)).unwrap();
    const login = await store
      .dispatch(accountApi.endpoints.learningLogin.initiate({ username: 'eleve', password: 'eleve123' }))
      .unwrap();

    expect(login.user.current_level).toBe(9);
  });

  it('rejects an unknown level with a 400', async () => {
    const result = await createTestStore({ as: 'eleve' }).dispatch(
      accountApi.endpoints.changeCurrentLevel.initiate(99),
    );

    expect(result.error).toMatchObject({ kind: 'http', status: 400, data: { fields: { level_id: 'Unknown level' } } });
  });

  it('a registration creates an account that can log in with the answered credentials', async () => {
    const store = createTestStore();
    const payload = {
      first_name: 'Rim',
      last_name: 'Zniber',
      email: 'rim.zniber@example.ma',
      phone_number: '0612345678',
      password: 'secret123',
      city: 'Fès',
    };

    const credentials = await store.dispatch(accountApi.endpoints.registerParent.initiate(payload)).unwrap();
    const login = await store.dispatch(accountApi.endpoints.learningLogin.initiate(credentials)).unwrap();

    expect(login.user).toMatchObject({ account_type: 'parent', first_name: 'Rim', email: 'rim.zniber@example.ma' });
  });

  it("registering a taken e-mail fails with an error body: 'Identifiant déjà utilisé'", async () => {
    const store = createTestStore();
    const taken = getDb().users.find((u) => u.username === 'eleve')?.email ?? '';

    const result = await store.dispatch(
      accountApi.endpoints.registerLearningUser.initiate({
        first_name: 'A',
        last_name: 'B',
        email: taken,
        phone_number: '0600000000',
        password: 'secret123',
      }),
    );

    expect(result.error).toMatchObject({ kind: 'http', status: 400, data: { error: 'This username already exists!' } });
    expect(learningRegistrationErrorMessageKey((result.error as { data: unknown }).data)).toBe(
      'errors:registration.usernameTaken',
    );
  });

  it('a school registration creates a school administrator and the school', async () => {
    const store = createTestStore();
    const payload = {
      first_name: 'Said',
      last_name: 'Naciri',
      email: 'direction@alamal.ma',
      phone_number: '0537000000',
      password: 'secret123',
      school_name: 'École Al Amal',
      city: 'Rabat',
      address: 'Agdal',
    };

    const credentials = await store.dispatch(accountApi.endpoints.registerSchool.initiate(payload)).unwrap();
    const login = await store.dispatch(accountApi.endpoints.learningLogin.initiate(credentials)).unwrap();

    expect(login.user.account_type).toBe('sc_ad');
    expect(getDb().school.schools.find((s) => s.name === 'École Al Amal')?.admin_ids).toEqual([login.user.id]);
  });

  it('a parent registers a child, who becomes one of their children', async () => {
    const store = createTestStore({ as: 'parent' });

    const { child } = await store
      .dispatch(
        accountApi.endpoints.registerChild.initiate({
          first_name: 'Ghita',
          last_name: 'Alaoui',
          birthday: '2019-02-01',
          gender: 'F',
          level_id: 2,
          password: 'secret123',
        }),
      )
      .unwrap();

    expect(getDb().users.find((u) => u.username === 'parent')?.children).toContain(child.id);
  });

  it("lists the parent's children with their level and school, and a registered child joins the list", async () => {
    const store = createTestStore({ as: 'parent' });

    const before = await store.dispatch(accountApi.endpoints.getChildren.initiate()).unwrap();
    await store
      .dispatch(
        accountApi.endpoints.registerChild.initiate({
          first_name: 'Ghita',
          last_name: 'Alaoui',
          birthday: '2019-02-01',
          gender: 'F',
          level_id: 2,
          password: 'secret123',
        }),
      )
      .unwrap();
    const after = await store.dispatch(accountApi.endpoints.getChildren.initiate()).unwrap();

    expect(before).toHaveLength(2);
    expect(before[0]).toMatchObject({ username: 'eleve', school_id: 1, level_name: expect.any(String) });
    expect(before[0]?.class_name).toEqual(expect.any(String));
    expect(after.map((c) => c.first_name)).toEqual([...before.map((c) => c.first_name), 'Ghita']);
    expect(after[2]).toMatchObject({ school_id: null, school_name: null, class_name: null });
  });

  it('only a parent has children (403)', async () => {
    const result = await createTestStore({ as: 'eleve' }).dispatch(accountApi.endpoints.getChildren.initiate());

    expect(result.error).toMatchObject({ kind: 'http', status: 403 });
  });

  it("a parent links a child with a Code Massar: the child's school shows in the list (assumed child_id)", async () => {
    const store = createTestStore({ as: 'parent' });
    const { child } = await store
      .dispatch(
        accountApi.endpoints.registerChild.initiate({
          first_name: 'Ghita',
          last_name: 'Alaoui',
          birthday: '2019-02-01',
          gender: 'F',
          level_id: 2,
          password: 'secret123',
        }),
      )
      .unwrap();
    const invalid = await store.dispatch(
      accountApi.endpoints.linkStudentToSchool.initiate({ code_massar: 'X000000000', child_id: child.id }),
    );
    const taken = await store.dispatch(
      accountApi.endpoints.linkStudentToSchool.initiate({ code_massar: 'D130012345', child_id: child.id }),
    );

    const linked = await store
      .dispatch(accountApi.endpoints.linkStudentToSchool.initiate({ code_massar: 'D130054321', child_id: child.id }))
      .unwrap();
    const children = await store.dispatch(accountApi.endpoints.getChildren.initiate()).unwrap();

    expect(invalid.error).toMatchObject({ status: 400, data: { error: 'This Code Massar is invalid' } });
    expect(taken.error).toMatchObject({ status: 400, data: { error: 'Code Massar already exist' } });
    expect(linked).toMatchObject({ success: true, school_id: 1 });
    expect(children.find((c) => c.id === child.id)).toMatchObject({ school_id: 1, class_name: expect.any(String) });
    expect(getDb().users.find((u) => u.username === 'parent')?.school_id ?? null).toBeNull();
  });

  it("a parent cannot link another family's child, nor link without child_id (403)", async () => {
    const store = createTestStore({ as: 'parent' });
    const stranger = must(
      getDb().users.find((u) => u.account_type === 'student' && u.parent_id !== demoAccount('parent').id),
    );

    const other = await store.dispatch(
      accountApi.endpoints.linkStudentToSchool.initiate({ code_massar: 'D130054321', child_id: stranger.id }),
    );
    const none = await store.dispatch(accountApi.endpoints.linkStudentToSchool.initiate({ code_massar: 'D130054321' }));

    expect(other.error).toMatchObject({ kind: 'http', status: 403 });
    expect(none.error).toMatchObject({ kind: 'http', status: 403 });
  });

  it('the subscription: active for the demo parent, expired for the expire account, refused to a student', async () => {
    const active = await createTestStore({ as: 'parent' }).dispatch(
      subscriptionApi.endpoints.getSubscription.initiate(),
    );
    const expired = await createTestStore({ as: 'expire' }).dispatch(
      subscriptionApi.endpoints.getSubscription.initiate(),
    );
    const student = await createTestStore({ as: 'eleve' }).dispatch(
      subscriptionApi.endpoints.getSubscription.initiate(),
    );

    expect(active.data).toMatchObject({ status: 'active', expires_on: '2027-06-30' });
    expect(expired.data).toMatchObject({ status: 'expired' });
    expect(student.error).toMatchObject({ kind: 'http', status: 403 });
  });

  it('only a parent can register a child (403)', async () => {
    const result = await createTestStore({ as: 'eleve' }).dispatch(
      accountApi.endpoints.registerChild.initiate({
        first_name: 'X',
        last_name: 'Y',
        birthday: '2019-02-01',
        gender: 'F',
        level_id: 2,
        password: 'secret123',
      }),
    );

    expect(result.error).toMatchObject({ kind: 'http', status: 403 });
  });

  it('forgot password accepts a known e-mail and answers No result found for an unknown one', async () => {
    const result = await createTestStore().dispatch(
      accountApi.endpoints.forgotPassword.initiate({ email: 'personne@example.ma' }),
    );

    expect(result.error).toMatchObject({ kind: 'http', status: 400, data: { error: 'No result found' } });
  });

  it('change password checks the old password, then the new one logs in', async () => {
    const store = createTestStore({ as: 'eleve' });

    const wrong = await store.dispatch(
      accountApi.endpoints.changePassword.initiate({
        old_password: 'nope',
        new_password: 'nouveau123',
        confirm_password: 'nouveau123',
      }),
    );
    await store
      .dispatch(
        accountApi.endpoints.changePassword.initiate({
          old_password: 'eleve123',
          new_password: 'nouveau123',
          confirm_password: 'nouveau123',
        }),
      )
      .unwrap();
    const login = await store.dispatch(
      accountApi.endpoints.learningLogin.initiate({ username: 'eleve', password: 'nouveau123' }),
    );

    expect(wrong.error).toMatchObject({ kind: 'http', status: 400, data: { error: 'wrong_password' } });
    expect(login.data?.user.username).toBe('eleve');
  });

  it('validates payloads with the domain schemas (400 naming the field)', async () => {
    const result = await createTestStore({ as: 'eleve' }).dispatch(
      accountApi.endpoints.changePassword.initiate({
        old_password: 'eleve123',
        new_password: 'nouveau123',
        confirm_password: 'autre123',
      }),
    );

    expect(result.error).toMatchObject({
      kind: 'http',
      status: 400,
      data: { error: 'invalid_payload', fields: { confirm_password: 'Passwords must matchs' } },
    });
  });

  it('linking a Massar code that belongs to another account fails', async () => {
    const other = getDb().school.students.find((s) => s.user_id !== null && s.user_id !== 5);

    const result = await createTestStore({ as: 'eleve' }).dispatch(
      accountApi.endpoints.linkStudentToSchool.initiate({ school_id: 1, code_massar: other?.massar_code ?? '' }),
    );

    expect(result.error).toMatchObject({ kind: 'http', status: 400, data: { error: 'Code Massar already exist' } });
  });

  it("linking a Massar code that no school has fails with 'This Code Massar is invalid'", async () => {
    const result = await createTestStore({ as: 'eleve' }).dispatch(
      accountApi.endpoints.linkStudentToSchool.initiate({ code_massar: 'Z999999999' }),
    );

    expect(result.error).toMatchObject({ kind: 'http', status: 400, data: { error: 'This Code Massar is invalid' } });
  });

  it("choosing another user's image as the profile picture is refused", async () => {
    const others = getDb().learning.images.find((i) => i.owner_id !== 5);

    const result = await createTestStore({ as: 'eleve' }).dispatch(
      imagesApi.endpoints.chooseProfileImage.initiate(others?.id ?? 0),
    );

    expect(result.error).toMatchObject({ kind: 'http', status: 400 });
  });

  it('blocking a challenge shows it blocked in the list; unblocking clears it', async () => {
    const store = createTestStore({ as: 'eleve' });

    await store.dispatch(challengesApi.endpoints.blockChallenge.initiate({ challenge_id: 32, blocked: true })).unwrap();
    const blocked = (await store.dispatch(challengesApi.endpoints.getChallenges.initiate()).unwrap()).find(
      (c) => c.id === 32,
    );
    const unblocked = await store
      .dispatch(challengesApi.endpoints.blockChallenge.initiate({ challenge_id: 32, blocked: false }))
      .unwrap();

    expect(blocked?.blocked).toBe(true);
    expect(unblocked?.blocked).toBe(false);
  });

  it('level groups are served to visitors (read at start-up), but not with a bad token', async () => {
    const visitor = await createTestStore().dispatch(accountApi.endpoints.getLevelGroups.initiate());
    const badToken = await createTestStore({ token: 'not-a-token' }).dispatch(
      accountApi.endpoints.getLevelGroups.initiate(),
    );

    expect(visitor.data).toHaveLength(3);
    expect(badToken.error).toMatchObject({ kind: 'http', status: 401 });
  });

  it('every other learning call but the registrations, login and forgot password needs a valid Bearer token', async () => {
    const result = await createTestStore({ token: 'not-a-token' }).dispatch(friendsApi.endpoints.getFriends.initiate());

    expect(result.error).toMatchObject({ kind: 'http', status: 401 });
  });
});

describe("a child's friend requests wait for their parent (assumed: the parents' space)", () => {
  const awaiting = () => must(getDb().learning.friends.find((f) => f.awaiting?.includes(5)));

  it("keeps the parent's stored data when reading a child that is not theirs is refused (403)", async () => {
    const { store, dispatched } = recordingStore('parent');

    const result = await store.dispatch(friendsApi.endpoints.getChildFriends.initiate(9999));

    expect(result.error).toMatchObject({ kind: 'http', status: 403 });
    expect(dispatched(storedDataCleared)).toEqual([]);
  });

  it('shows the child a request awaiting the parent, which she cannot accept until the parent approves', async () => {
    const child = createTestStore({ as: 'eleve' });
    const parent = createTestStore({ as: 'parent' });
    const request = awaiting();

    const before = await child.dispatch(friendsApi.endpoints.getFriends.initiate()).unwrap();
    const early = await child.dispatch(friendsApi.endpoints.saveFriend.initiate({ action: 'accept', id: request.id }));
    await parent
      .dispatch(friendsApi.endpoints.actOnChildFriend.initiate({ action: 'approve', id: request.id, child_id: 5 }))
      .unwrap();
    const after = await child
      .dispatch(friendsApi.endpoints.getFriends.initiate(undefined, { forceRefetch: true }))
      .unwrap();
    const accepted = await child.dispatch(
      friendsApi.endpoints.saveFriend.initiate({ action: 'accept', id: request.id }),
    );

    expect(before).toContainEqual(expect.objectContaining({ id: request.id, awaiting_parent: true }));
    expect(early.error).toMatchObject({ kind: 'http', status: 403 });
    expect(after).toContainEqual(expect.objectContaining({ id: request.id, awaiting_parent: false }));
    expect(accepted.error).toBeUndefined();
  });

  it('a request a child sends waits for their parent before the friend sees it; refusing removes it', async () => {
    const child = createTestStore({ as: 'eleve' });
    const parent = createTestStore({ as: 'parent' });

    const { id } = must(
      await child.dispatch(friendsApi.endpoints.saveFriend.initiate({ action: 'add', username: 'inactif' })).unwrap(),
    );
    const list = await parent.dispatch(friendsApi.endpoints.getChildFriends.initiate(5)).unwrap();
    await parent
      .dispatch(friendsApi.endpoints.actOnChildFriend.initiate({ action: 'refuse', id, child_id: 5 }))
      .unwrap();

    expect(list).toContainEqual(expect.objectContaining({ id, direction: 'outgoing', awaiting_parent: true }));
    expect(getDb().learning.friends.some((f) => f.id === id)).toBe(false);
  });

  it('only a parent approves, and only for their own child (403)', async () => {
    const request = awaiting();

    const byChild = await createTestStore({ as: 'eleve' }).dispatch(
      friendsApi.endpoints.saveFriend.initiate({ action: 'approve', id: request.id, child_id: 5 }),
    );
    const otherChild = await createTestStore({ as: 'parent' }).dispatch(
      friendsApi.endpoints.actOnChildFriend.initiate({ action: 'approve', id: request.id, child_id: 9999 }),
    );

    expect(byChild.error).toMatchObject({ kind: 'http', status: 403 });
    expect(otherChild.error).toMatchObject({ kind: 'http', status: 403 });
  });
});

describe("the parent's alerts (assumed)", () => {
  it('derives stable alerts, newest first, and keeps what was read', async () => {
    const store = createTestStore({ as: 'parent' });

    const first = await store.dispatch(notificationsApi.endpoints.getNotifications.initiate()).unwrap();
    const absence = must(first.notifications.find((n) => n.kind === 'absence' && n.child_id === 5));
    await store.dispatch(
      notificationsApi.endpoints.markNotificationsRead.initiate({ action: 'read', ids: [absence.id] }),
    );
    const second = await store
      .dispatch(notificationsApi.endpoints.getNotifications.initiate(undefined, { forceRefetch: true }))
      .unwrap();

    const dates = first.notifications.map((n) => n.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(second.notifications.map((n) => n.id)).toEqual(first.notifications.map((n) => n.id));
    expect(second.notifications.find((n) => n.id === absence.id)?.read).toBe(true);
    expect(second.unread).toBe(first.unread - 1);
  });

  it('has an absence of the demo student from yesterday, unread', async () => {
    const { notifications } = await createTestStore({ as: 'parent' })
      .dispatch(notificationsApi.endpoints.getNotifications.initiate())
      .unwrap();
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    const day = `${yesterday.getFullYear()}-${String(yesterday.getMonth() + 1).padStart(2, '0')}-${String(yesterday.getDate()).padStart(2, '0')}`;

    expect(notifications).toContainEqual(
      expect.objectContaining({ kind: 'absence', child_id: 5, read: false, date: expect.stringMatching(`^${day}`) }),
    );
  });

  it('only a parent has alerts (403)', async () => {
    const result = await createTestStore({ as: 'eleve' }).dispatch(
      notificationsApi.endpoints.getNotifications.initiate(),
    );

    expect(result.error).toMatchObject({ kind: 'http', status: 403 });
  });
});

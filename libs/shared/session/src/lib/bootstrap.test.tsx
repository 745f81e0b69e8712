import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@kk/api-mocks/node';
import { LEVEL_GROUPS_STORED_EVENT, LEVELS_STORED_EVENT, STORAGE_KEYS } from '@kk/domain';
import { aDemoSessionUser, setUpFakeBackend } from '../testing/fake-backend';
import { aParentUser } from '../testing/session-fixtures';
import { SessionProvider } from './session-provider';
import { loggedIn, selectIsLoggedIn, selectSessionEnd } from './session-slice';
import { makeStore } from './store';
import { useStoredLevelGroups, useStoredLevels, useStoredSubjects } from './stored-reference-data';

setUpFakeBackend();

function ReferenceLists() {
  const levels = useStoredLevels();
  const subjects = useStoredSubjects();
  const groups = useStoredLevelGroups();
  return (
    <dl>
      <dt>levels</dt>
      <dd aria-label="levels">{levels.length}</dd>
      <dt>subjects</dt>
      <dd aria-label="subjects">{subjects.length}</dd>
      <dt>groups</dt>
      <dd aria-label="groups">{groups.map((g) => g.name).join(', ')}</dd>
    </dl>
  );
}

const count = (name: string) => Number(screen.getByLabelText(name).textContent);
const storedList = (key: string): unknown[] | null => JSON.parse(localStorage.getItem(key) ?? 'null');

/** Paths of the requests the app makes. */
function recordRequests(): string[] {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    paths.push(new URL(request.url).pathname);
  });
  return paths;
}

function start(store = makeStore()) {
  render(
    <SessionProvider store={store}>
      <ReferenceLists />
    </SessionProvider>,
  );
  return store;
}

beforeEach(() => {
  localStorage.clear();
  server.events.removeAllListeners();
});

describe('start-up loading of levels and subjects (§4)', () => {
  it('fetches them when they are not stored, stores them and notifies the screens', async () => {
    const notified = vi.fn();
    window.addEventListener(LEVELS_STORED_EVENT, notified);

    start();

    await waitFor(() => expect(count('levels')).toBeGreaterThan(0));
    expect(count('subjects')).toBeGreaterThan(0);
    expect(storedList(STORAGE_KEYS.levels)).toHaveLength(count('levels'));
    expect(storedList(STORAGE_KEYS.subjects)).toHaveLength(count('subjects'));
    expect(notified).toHaveBeenCalledTimes(1);
    window.removeEventListener(LEVELS_STORED_EVENT, notified);
  });

  it('does not fetch what is already stored', async () => {
    localStorage.setItem(
      STORAGE_KEYS.levels,
      JSON.stringify([{ level_id: 1, name: 'CP', group_id: 1, subjects_ids: [] }]),
    );
    localStorage.setItem(STORAGE_KEYS.subjects, JSON.stringify([{ subject_id: 1, name: 'Français' }]));
    const requests = recordRequests();

    start();

    expect(count('levels')).toBe(1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requests.filter((p) => p.endsWith('/api/levels') || p.endsWith('/api/subjects'))).toEqual([]);
  });

  it('fetches only the subjects when only they are missing', async () => {
    localStorage.setItem(
      STORAGE_KEYS.levels,
      JSON.stringify([{ level_id: 1, name: 'CP', group_id: 1, subjects_ids: [] }]),
    );
    const requests = recordRequests();

    start();

    await waitFor(() => expect(count('subjects')).toBeGreaterThan(0));
    expect(requests.filter((p) => p.endsWith('/api/levels') || p.endsWith('/api/subjects'))).toEqual([
      '/koolskools/api/subjects',
    ]);
    expect(count('levels')).toBe(1);
  });

  it('fetches again a stored list that is corrupt', async () => {
    localStorage.setItem(STORAGE_KEYS.levels, '[{"level_id": "one"}]');

    start();

    await waitFor(() => expect(count('levels')).toBeGreaterThan(1));
  });

  it('a 401 on levels clears the session (§8)', async () => {
    server.use(
      http.get('*/:product/api/levels', () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 })),
    );
    const store = makeStore({ preloadedUser: aParentUser() });

    start(store);

    await waitFor(() => expect(selectIsLoggedIn(store.getState())).toBe(false));
    expect(selectSessionEnd(store.getState())).toBe('expired');
    expect(localStorage.getItem(STORAGE_KEYS.sessionUser)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.levels)).toBeNull();
  });

  it('another failure leaves the lists unstored and the session alone', async () => {
    server.use(http.get('*/:product/api/levels', () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })));
    const store = makeStore({ preloadedUser: aDemoSessionUser() });
    const requests = recordRequests();

    start(store);

    await waitFor(() => expect(requests).toContain('/koolskools/api/levels'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(localStorage.getItem(STORAGE_KEYS.levels)).toBeNull();
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });
});

describe('level groups', () => {
  it('are fetched for a signed-in user, stored and announced', async () => {
    const notified = vi.fn();
    window.addEventListener(LEVEL_GROUPS_STORED_EVENT, notified);

    start(makeStore({ preloadedUser: aDemoSessionUser() }));

    await waitFor(() => expect(screen.getByLabelText('groups')).not.toBeEmptyDOMElement());
    expect(storedList(STORAGE_KEYS.levelGroups)?.length).toBeGreaterThan(0);
    expect(notified).toHaveBeenCalledTimes(1);
    window.removeEventListener(LEVEL_GROUPS_STORED_EVENT, notified);
  });

  it('are loaded for a visitor at start', async () => {
    start(makeStore({ preloadedUser: null }));
    await waitFor(() => expect(screen.getByLabelText('groups')).not.toBeEmptyDOMElement());
  });

  it('are loaded once a visitor signs in, when the backend refused them to the visitor', async () => {
    // A backend that serves level groups only to signed-in users.
    server.use(
      http.get('*/:product/api/levels_groups_api', ({ request }) =>
        request.headers.get('Authorization')
          ? undefined
          : HttpResponse.json({ detail: 'Auth required' }, { status: 401 }),
      ),
    );
    const store = start(makeStore({ preloadedUser: null }));
    await waitFor(() => expect(count('levels')).toBeGreaterThan(0));
    expect(screen.getByLabelText('groups')).toBeEmptyDOMElement();

    act(() => {
      store.dispatch(loggedIn(aDemoSessionUser()));
    });

    await waitFor(() => expect(screen.getByLabelText('groups')).not.toBeEmptyDOMElement());
  });

  it('reload in every screen when another tab stores them', () => {
    start(makeStore({ preloadedUser: null }));
    const groups = [
      { id: 1, name: 'Primaire' },
      { id: 2, name: 'Collège' },
    ];

    localStorage.setItem(STORAGE_KEYS.levelGroups, JSON.stringify(groups));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.levelGroups, storageArea: localStorage }));
    });

    expect(screen.getByLabelText('groups')).toHaveTextContent('Primaire, Collège');
  });
});

describe('screens reading the stored lists', () => {
  /** Stores the levels and fires the event while rendering: after the reader's render, before its effects. */
  function StoresWhileRendering() {
    localStorage.setItem(
      STORAGE_KEYS.levels,
      JSON.stringify([{ level_id: 1, name: 'CP', group_id: 1, subjects_ids: [] }]),
    );
    window.dispatchEvent(new Event(LEVELS_STORED_EVENT));
    return null;
  }

  it('show a list stored between their first render and their subscription', async () => {
    render(
      <>
        <ReferenceLists />
        <StoresWhileRendering />
      </>,
    );

    await waitFor(() => expect(count('levels')).toBe(1));
  });

  it('share one reading of a list: 20 cards parse it once, and read it again once it changes', () => {
    const levels = [
      { level_id: 1, name: 'CP', group_id: 1, subjects_ids: [] },
      { level_id: 2, name: 'CE1', group_id: 1, subjects_ids: [] },
    ];
    localStorage.setItem(STORAGE_KEYS.levels, JSON.stringify(levels));
    const seen = new Set<unknown>();
    function Card() {
      const stored = useStoredLevels();
      seen.add(stored);
      return <li>{stored.map((level) => level.name).join(', ')}</li>;
    }
    const parse = vi.spyOn(JSON, 'parse');

    render(
      <ul>
        {Array.from({ length: 20 }, (_, index) => (
          <Card key={index} />
        ))}
      </ul>,
    );

    expect(screen.getAllByRole('listitem').map((card) => card.textContent)).toEqual(Array(20).fill('CP, CE1'));
    expect(seen.size).toBe(1);
    expect(parse).toHaveBeenCalledTimes(1);

    localStorage.setItem(STORAGE_KEYS.levels, JSON.stringify([levels[1]]));
    act(() => {
      window.dispatchEvent(new Event(LEVELS_STORED_EVENT));
    });

    expect(screen.getAllByRole('listitem').map((card) => card.textContent)).toEqual(Array(20).fill('CE1'));
    expect(parse).toHaveBeenCalledTimes(2);
    parse.mockRestore();
  });
});

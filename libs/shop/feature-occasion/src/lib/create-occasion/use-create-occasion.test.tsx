import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { server, shopPath } from '@kk/api-mocks/node';
import { STORAGE_KEYS, type CreateOccasionPayload, type SessionUser } from '@kk/domain';
import { makeStore, saveNextUrl, SessionProvider } from '@kk/session';
import { demoSessionUser } from '@kk/testing';
import { useCreateOccasion } from './use-create-occasion';

const listing: CreateOccasionPayload = {
  name: 'Le Petit Prince',
  author: 'Antoine de Saint-Exupéry',
  editor: 'Gallimard',
  condition: 0,
  category: 2,
  description: '',
  subject: null,
  level: null,
  edition_year: '',
  price: 30,
  original_price: '',
  images_url: ['data:image/png;base64,AAAA'],
};

function setup(user: SessionUser | null) {
  const store = makeStore({ preloadedUser: user });
  const where = { path: '' };
  function Probe() {
    where.path = useLocation().pathname;
    return null;
  }
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <SessionProvider store={store} bootstrap={false}>
        <MemoryRouter initialEntries={['/create-occasion']}>
          <Probe />
          <Routes>
            <Route path="*" element={children} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    );
  }
  const hook = renderHook(() => useCreateOccasion(), { wrapper: Wrapper });
  return { ...hook, where };
}

describe('useCreateOccasion', () => {
  it('sends the listing of a signed-in user and goes to /occasion', async () => {
    const { result, where } = setup(demoSessionUser());

    const outcome = await act(() => result.current.submit(listing));

    expect(outcome).toEqual({ kind: 'sent', status: 'Pending' });
    expect(where.path).toBe('/occasion');
    expect(localStorage.getItem(STORAGE_KEYS.occasionTemp)).toBeNull();
  });

  it("stores a visitor's draft as occasion_temp, drops a stale next_url and goes to /connexion", async () => {
    saveNextUrl('/quotes', true);
    const { result, where } = setup(null);

    const outcome = await act(() => result.current.submit(listing));

    expect(outcome).toEqual({ kind: 'stored' });
    expect(where.path).toBe('/connexion');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.occasionTemp) ?? 'null')).toEqual(listing);
    expect(localStorage.getItem(STORAGE_KEYS.nextUrl)).toBeNull();
  });

  it('reports a failure and stays on the page', async () => {
    server.use(http.post(shopPath('occasions_api'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    const { result, where } = setup(demoSessionUser());

    const outcome = await act(() => result.current.submit(listing));

    expect(outcome.kind).toBe('failed');
    expect(where.path).toBe('/create-occasion');
  });
});

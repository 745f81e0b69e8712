import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, shopPath } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useSchoolRequests } from './use-school-requests';

const renderRequests = () =>
  renderHook(() => useSchoolRequests(), { wrapper: hookWrapper({ user: demoSessionUser('admin') }).wrapper });

describe('useSchoolRequests', () => {
  it('loads the pending requests, newest first', async () => {
    const { result } = renderRequests();
    expect(result.current.status).toBe('loading');

    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.query.data?.map((r) => r.name)).toEqual([
      'Groupe scolaire Dar Al Argane',
      'École Les Cèdres bleus',
    ]);
    expect(result.current.hasMore).toBe(false);
  });

  it('searches the name and city; nothing found is empty', async () => {
    const { result } = renderRequests();
    await waitFor(() => expect(result.current.status).toBe('ready'));

    act(() => result.current.setSearch(' Kénitra '));
    await waitFor(() => expect(result.current.query.data?.map((r) => r.name)).toEqual(['École Les Cèdres bleus']));
    act(() => result.current.setSearch('Agadir'));
    await waitFor(() => expect(result.current.status).toBe('empty'));
    expect(result.current.search).toBe('Agadir');
  });

  it('sorts by school A to Z, then oldest first, as the server is asked', async () => {
    const { result } = renderRequests();
    await waitFor(() => expect(result.current.status).toBe('ready'));

    act(() => result.current.toggleSort('school'));
    await waitFor(() =>
      expect(result.current.query.data?.map((r) => r.name)).toEqual([
        'École Les Cèdres bleus',
        'Groupe scolaire Dar Al Argane',
      ]),
    );
    act(() => result.current.toggleSort('date'));
    act(() => result.current.toggleSort('date'));

    await waitFor(() => expect(result.current.sort).toEqual({ column: 'date', direction: 'ascending' }));
    await waitFor(() =>
      expect(result.current.query.data?.map((r) => r.name)).toEqual([
        'École Les Cèdres bleus',
        'Groupe scolaire Dar Al Argane',
      ]),
    );
  });

  it('reports a failure', async () => {
    server.use(http.get(shopPath('schools_api'), () => HttpResponse.json({}, { status: 500 })));
    const { result } = renderRequests();

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.query.refetch).toBeTypeOf('function');
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, shopPath } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { toModerationStatus, useAdminOccasions } from './use-admin-occasions';

const renderOccasions = (path = '/admin/occasions') =>
  renderHook(() => useAdminOccasions(), {
    wrapper: hookWrapper({ user: demoSessionUser('admin'), path }).wrapper,
  });

describe('toModerationStatus', () => {
  it('reads the three tabs and falls back to the listings to review', () => {
    expect(toModerationStatus('Active')).toBe('Active');
    expect(toModerationStatus('Refused')).toBe('Refused');
    expect(toModerationStatus(null)).toBe('Pending');
    expect(toModerationStatus('Vendu')).toBe('Pending');
  });
});

describe('useAdminOccasions', () => {
  it('loads the listings waiting for review, newest first', async () => {
    const { result } = renderOccasions();
    expect(result.current.view).toBe('loading');

    await waitFor(() => expect(result.current.view).toBe('ready'));
    expect(result.current.status).toBe('Pending');
    expect(result.current.query.data).toHaveLength(4);
    expect(result.current.query.data?.every((o) => o.status === 'Pending')).toBe(true);
  });

  it('changes tab and searches; nothing found is empty', async () => {
    const { result } = renderOccasions();
    await waitFor(() => expect(result.current.view).toBe('ready'));

    act(() => result.current.setStatus('Refused'));
    await waitFor(() => expect(result.current.query.data?.map((o) => o.status)).toEqual(['Refused']));
    act(() => result.current.setSearch('  introuvable '));
    await waitFor(() => expect(result.current.view).toBe('empty'));
    expect(result.current.search).toBe('introuvable');
    expect(result.current.status).toBe('Refused');
  });

  it('publishes a listing: it leaves the list to review', async () => {
    const { result } = renderOccasions();
    await waitFor(() => expect(result.current.view).toBe('ready'));
    const first = result.current.query.data?.[0];
    if (!first) throw new Error('no listing');

    await act(() => result.current.publish(first));

    await waitFor(() => expect(result.current.query.data?.map((o) => o.id)).not.toContain(first.id));
    expect(result.current.publishing).toBeNull();
  });

  it('refuses a listing with its reason; the backend refusal rejects', async () => {
    const { result } = renderOccasions();
    await waitFor(() => expect(result.current.view).toBe('ready'));
    const [first, second] = result.current.query.data ?? [];

    await act(() => result.current.refuse(first, ' Photo floue '));
    await waitFor(() => expect(result.current.query.data?.map((o) => o.id)).not.toContain(first.id));
    await act(async () => {
      await expect(result.current.refuse(second, '  ')).rejects.toMatchObject({ status: 400 });
    });
  });

  it('reports a failure', async () => {
    server.use(http.get(shopPath('occasions_api'), () => HttpResponse.json({}, { status: 500 })));
    const { result } = renderOccasions();

    await waitFor(() => expect(result.current.view).toBe('error'));
    expect(result.current.query.refetch).toBeTypeOf('function');
  });
});

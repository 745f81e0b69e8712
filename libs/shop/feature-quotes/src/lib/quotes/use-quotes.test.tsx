import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, shopPath } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useQuotes } from './use-quotes';

const renderQuotes = () =>
  renderHook(() => useQuotes(), { wrapper: hookWrapper({ path: '/quotes', user: demoSessionUser() }).wrapper });

describe('useQuotes', () => {
  it('splits the requests into Received (answered) and Requests (waiting)', async () => {
    const { result } = renderQuotes();

    await waitFor(() => expect(result.current.query.data).toBeDefined());
    expect(result.current.received).toHaveLength(2);
    expect(result.current.received.every((d) => d.nbr_responses > 0)).toBe(true);
    expect(result.current.requests).toHaveLength(1);
    expect(result.current.requests[0].nbr_responses).toBe(0);
    expect(result.current.hasMore).toBe(false);
    expect(result.current.moreFailed).toBe(false);
  });

  it('reports a failed load and loads again on retry', async () => {
    server.use(
      http.get(shopPath('demandes_api'), () => HttpResponse.json({ detail: 'down' }, { status: 500 }), { once: true }),
    );
    const { result } = renderQuotes();

    await waitFor(() => expect(result.current.query.isError).toBe(true));
    expect(result.current.received).toEqual([]);

    await act(async () => {
      await result.current.query.refetch?.();
    });

    await waitFor(() => expect(result.current.received).toHaveLength(2));
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import { getDb } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { reviewValues, toActivation, validateReview } from './review-values';
import { useSchoolReview } from './use-school-review';

const renderReview = (id: number) =>
  renderHook(() => useSchoolReview(id), { wrapper: hookWrapper({ user: demoSessionUser('admin') }).wrapper });

describe('useSchoolReview', () => {
  it('finds the request in the pending list', async () => {
    const { result } = renderReview(1);
    expect(result.current.status).toBe('loading');

    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.request).toMatchObject({ name: 'École Les Cèdres bleus', level: 4 });
  });

  it('is not found once the list has no such request', async () => {
    const { result } = renderReview(42);

    await waitFor(() => expect(result.current.status).toBe('notFound'));
  });

  it('activates the school with the levels chosen', async () => {
    const { result } = renderReview(1);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const request = result.current.request;
    if (!request) throw new Error('the demo has request 1');
    const values = { ...reviewValues(request), levels: ['5', '4'] };

    await act(() => result.current.activate(values));

    expect(getDb().shop.schoolRequests[0]?.status).toBe('activated');
    expect(getDb().shop.schools.at(-1)).toMatchObject({ name: 'École Les Cèdres bleus', levels: [4, 5] });
  });

  it('rejects a refusal the backend does not take (already reviewed)', async () => {
    const { result } = renderReview(2);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const row = getDb().shop.schoolRequests[1];
    if (!row) throw new Error('the demo has request 2');
    row.status = 'refused';

    await expect(result.current.refuse('Doublon')).rejects.toBeTruthy();
  });
});

describe('review values', () => {
  it('start from the request and send trimmed fields and sorted level ids', () => {
    const values = reviewValues({ id: 1, name: 'École X', city: 'Fès', level: 4, file_url: '', date_created: '' });
    expect(values.levels).toEqual(['4']);
    expect(toActivation(1, { ...values, name: ' École X ', levels: ['7', '4'] })).toEqual({
      id: 1,
      name: 'École X',
      city: 'Fès',
      address: '',
      phone_number: '',
      levels: [4, 7],
    });
  });

  it('want a name, a city and a level (§5 messages)', () => {
    expect(validateReview({ name: ' ', city: '', levels: [] })).toEqual({
      name: 'validation:nameRequired',
      city: 'validation:cityRequired',
      levels: 'validation:levelRequired',
    });
  });
});

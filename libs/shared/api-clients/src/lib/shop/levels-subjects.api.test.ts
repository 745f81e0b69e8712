import { LEVELS, SUBJECTS, server } from '@kk/api-mocks/node';
import { http, HttpResponse } from 'msw';
import { captureRequests, onlyRequest } from '../../testing/capture';
import { createTestStore } from '../../testing/test-store';
import { levelsSubjectsApi } from './levels-subjects.api';

describe('getLevels', () => {
  it('sends GET /{product}/api/levels with the session token and returns levels, subjects and level groups', async () => {
    // Arrange
    const store = createTestStore({ as: 'client' });
    const requests = captureRequests();

    // Act
    const result = await store.dispatch(levelsSubjectsApi.endpoints.getLevels.initiate());

    // Assert
    const request = await onlyRequest(requests);
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/koolskools/api/levels');
    expect(request.authorization).toBe('Token demo-client-token');
    expect(result.data?.levels).toHaveLength(LEVELS.length);
    expect(result.data?.levels[0]).toEqual({
      level_id: 1,
      name: 'CP',
      name_ar: 'المستوى الأول ابتدائي',
      group_id: 1,
      subjects_ids: LEVELS[0].subjects_ids,
    });
    expect(result.data?.subjects.map((s) => s.name)).toContain('Mathématiques');
    expect(result.data?.levels_groups.map((g) => g.name)).toEqual(['Primaire', 'Collège', 'Lycée']);
  });

  it('works for a visitor: no Authorization header', async () => {
    const store = createTestStore();
    const requests = captureRequests();

    const result = await store.dispatch(levelsSubjectsApi.endpoints.getLevels.initiate());

    expect((await onlyRequest(requests)).authorization).toBeNull();
    expect(result.isSuccess).toBe(true);
  });

  it('expires the session on a 401 (stale token, §8)', async () => {
    const store = createTestStore({ token: 'stale-token' });

    const result = await store.dispatch(levelsSubjectsApi.endpoints.getLevels.initiate());

    expect(result.error).toMatchObject({ kind: 'http', status: 401, endpoint: 'getLevels' });
    expect(store.getState().session).toEqual({ user: null, expiredBy: ['getLevels'] });
  });

  it('turns a body that does not fit the schema into a typed schema error, without throwing', async () => {
    server.use(http.get('*/:product/api/levels', () => HttpResponse.json({ levels: { level_id: 'one' } })));
    const store = createTestStore({ as: 'client' });

    const result = await store.dispatch(levelsSubjectsApi.endpoints.getLevels.initiate());

    expect(result.isError).toBe(true);
    expect(result.error).toMatchObject({ kind: 'schema', endpoint: 'getLevels' });
  });
});

describe('getSubjects', () => {
  it('sends GET /{product}/api/subjects and returns the subject list with Arabic names', async () => {
    const store = createTestStore({ as: 'client' });
    const requests = captureRequests();

    const result = await store.dispatch(levelsSubjectsApi.endpoints.getSubjects.initiate());

    const request = await onlyRequest(requests);
    expect([request.method, request.path, request.authorization]).toEqual([
      'GET',
      '/koolskools/api/subjects',
      'Token demo-client-token',
    ]);
    expect(result.data).toHaveLength(SUBJECTS.length);
    expect(result.data?.find((s) => s.subject_id === 3)).toEqual({
      subject_id: 3,
      name: 'Arabe',
      name_ar: 'اللغة العربية',
    });
  });

  it('expires the session on a 401', async () => {
    const store = createTestStore({ token: 'stale-token' });

    await store.dispatch(levelsSubjectsApi.endpoints.getSubjects.initiate());

    expect(store.getState().session.expiredBy).toEqual(['getSubjects']);
  });
});

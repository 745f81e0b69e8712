import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { hostPath, server } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useAdminHome } from './use-admin-home';

const render = () =>
  renderHook(() => useAdminHome(), { wrapper: hookWrapper({ user: demoSessionUser('ecole') }).wrapper });

describe('useAdminHome', () => {
  it('gives the demo school, its current year, a setup checklist all done and its key figures', async () => {
    const { result } = render();

    await waitFor(() => expect(result.current.checklist.every((item) => item.count !== null)).toBe(true));
    await waitFor(() => expect(result.current.currentYear).toBe('2026-2027'));
    expect(result.current.school?.name).toBe('Groupe Scolaire Al Khawarizmi');
    expect(result.current.checklist.map((item) => [item.step, item.done, item.to])).toEqual([
      ['years', true, '/ecole/annees'],
      ['levels', true, '/ecole/classes'],
      ['classes', true, '/ecole/classes'],
      ['subjects', true, '/ecole/matieres'],
      ['rooms', true, '/ecole/salles'],
      ['holidays', true, '/ecole/calendrier'],
      ['students', true, '/ecole/eleves'],
    ]);
    expect(result.current.checklist.find((item) => item.step === 'years')?.count).toBe(2);
    await waitFor(() => expect(result.current.statistics.data?.students_count).toBeGreaterThan(0));
    expect(result.current.greetingName).not.toBe('');
  });

  it('has no school for an administrator who has none yet, and asks nothing else', async () => {
    server.use(http.get(hostPath('api/schools'), () => HttpResponse.json({ schools: [] })));

    const { result } = render();

    await waitFor(() => expect(result.current.query.isSuccess).toBe(true));
    expect(result.current.school).toBeNull();
    expect(result.current.checklist.every((item) => item.count === null && !item.done)).toBe(true);
    expect(result.current.statistics.isUninitialized).toBe(true);
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { hostPath, server } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useInstallation, validateNewSchool } from './use-installation';

const render = (path = '/ecole/installation') =>
  renderHook(() => useInstallation(), {
    wrapper: hookWrapper({ user: demoSessionUser('ecole'), path }).wrapper,
  });

describe('useInstallation', () => {
  it('checks the new school form with the §5 messages', () => {
    expect(validateNewSchool({ email: 'x' })).toEqual({
      name: 'validation:nameRequired',
      city: 'validation:cityRequired',
      address: 'learning-school:install.addressRequired',
      phone: 'validation:phoneRequired',
      email: 'validation:emailFormat',
      primaire: 'learning-school:levels.atLeastOne',
    });
  });

  it('reads the step from ?etape= and moves to another', async () => {
    const { result } = render('/ecole/installation?etape=3');
    expect(result.current.step).toBe('levels');

    act(() => result.current.go(4));

    await waitFor(() => expect(result.current.step).toBe('subjects'));
    act(() => result.current.go('end'));
    await waitFor(() => expect(result.current.finished).toBe(true));
  });

  it('adds a school for an administrator who has none', async () => {
    let schools: unknown[] = [];
    server.use(http.get(hostPath('api/schools'), () => HttpResponse.json({ schools })));
    const { result } = render();
    await waitFor(() => expect(result.current.schoolQuery.data).toEqual([]));
    expect(result.current.school).toBeNull();

    let errors: unknown = 'not yet';
    await act(async () => {
      // What the backend lists once the school is added (the invalidated list is read again).
      schools = [
        {
          id: 10001,
          name: 'École Al Amal',
          city: 'Rabat',
          address: '5, Avenue de France',
          phone: '0537000000',
          email: 'contact@alamal.ma',
          logo_url: null,
          level_groups: ['primaire'],
          settings: {
            school_id: 10001,
            current_scholar_year_id: null,
            grade_max: 20,
            periods_count: 3,
            seance_duration_minutes: 60,
            periodicity_weeks: 1,
            notify_absences: true,
            language: 'fr',
          },
        },
      ];
      errors = await result.current.addSchool({
        name: 'École Al Amal',
        city: 'Rabat',
        address: '5, Avenue de France',
        phone: '0537000000',
        email: 'contact@alamal.ma',
        primaire: true,
      });
    });

    expect(errors).toBeUndefined();
    await waitFor(() => expect(result.current.school?.name).toBe('École Al Amal'));
  });
});

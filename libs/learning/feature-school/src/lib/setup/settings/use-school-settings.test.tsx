import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { hostPath } from '@kk/api-mocks';
import { server } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useSchoolSettings, validateSettings } from './use-school-settings';

const render = () =>
  renderHook(() => useSchoolSettings(), { wrapper: hookWrapper({ user: demoSessionUser('ecole') }).wrapper });

describe('useSchoolSettings', () => {
  it('asks for a period count offered, a seance of 15 to 240 minutes, 1 to 12 weeks and a language', () => {
    expect(validateSettings({ periods_count: '4', seance_duration_minutes: '10', periodicity_weeks: '1.5' })).toEqual({
      periods_count: 'learning-school:settings.periodsRequired',
      seance_duration_minutes: 'learning-school:settings.durationInvalid',
      periodicity_weeks: 'learning-school:settings.periodicityInvalid',
      language: 'learning-school:settings.languageRequired',
    });
    expect(
      validateSettings({ periods_count: '2', seance_duration_minutes: '60', periodicity_weeks: '2', language: 'ar' }),
    ).toEqual({});
  });

  it("shows the school's settings, saves a change, then resets them to the defaults", async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.initialValues).toBeDefined());
    expect(result.current.initialValues).toEqual({
      periods_count: '3',
      seance_duration_minutes: '120',
      periodicity_weeks: '1',
      notify_absences: true,
      language: 'fr',
    });

    let errors: unknown = 'not yet';
    await act(async () => {
      errors = await result.current.save({
        periods_count: '2',
        seance_duration_minutes: '55',
        periodicity_weeks: '2',
        notify_absences: false,
        language: 'ar',
      });
    });
    expect(errors).toBeUndefined();
    await waitFor(() =>
      expect(result.current.initialValues).toEqual({
        periods_count: '2',
        seance_duration_minutes: '55',
        periodicity_weeks: '2',
        notify_absences: false,
        language: 'ar',
      }),
    );

    await act(() => result.current.reset());
    await waitFor(() => expect(result.current.initialValues).toMatchObject({ periods_count: '3', language: 'fr' }));
    // The current year is not one of the settings reset.
    expect(result.current.school?.settings.current_scholar_year_id).not.toBeNull();
  });

  it('a refused save says so on the form and keeps the values typed', async () => {
    server.use(http.post(hostPath('school_view/sc_settings/update'), () => HttpResponse.json({}, { status: 500 })));
    const { result } = render();
    await waitFor(() => expect(result.current.school).not.toBeNull());

    let errors: unknown;
    await act(async () => {
      errors = await result.current.save({ periods_count: '2' });
    });

    expect(errors).toEqual({ 'FINAL_FORM/form-error': 'learning-school:list.saveFailed' });
    expect(result.current.initialValues).toMatchObject({ periods_count: '3' });
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { eventValues, useCalendar, validateEvent, validateHoliday } from './use-calendar';

const render = () =>
  renderHook(() => useCalendar(), { wrapper: hookWrapper({ user: demoSessionUser('ecole') }).wrapper });

describe('useCalendar', () => {
  it('lets a holiday last one day, and wants an event to end after it starts (§5)', () => {
    expect(validateHoliday({ name: 'Journée pédagogique', start_date: '04/12/2026', end_date: '04/12/2026' })).toEqual(
      {},
    );
    expect(validateHoliday({ name: 'X', start_date: '04/12/2026', end_date: '03/12/2026' })).toEqual({
      end_date: 'validation:endDateAfterStart',
    });
    expect(
      validateEvent({
        title: 'Kermesse',
        start_date: '12/12/2026',
        start_time: '10:00',
        end_date: '12/12/2026',
        end_time: '10:00',
      }),
    ).toEqual({ end_date: 'validation:endDateAfterStart' });
    expect(validateEvent({ title: 'Kermesse', start_date: '12/12/2026', start_time: '9h' })).toMatchObject({
      start_time: 'learning-school:form.timeInvalid',
      end_date: 'learning-school:form.dateInvalid',
    });
  });

  it('lists the holidays and events, adds an event and reads it back in the form', async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.holidays.data?.length).toBeGreaterThan(0));
    await waitFor(() => expect(result.current.events.data).toBeDefined());

    let errors: unknown = 'not yet';
    await act(async () => {
      errors = await result.current.saveEvent(
        {
          title: 'Kermesse',
          kind: 'outing',
          start_date: '12/12/2026',
          start_time: '10:00',
          end_date: '12/12/2026',
          end_time: '16:30',
        },
        null,
      );
    });

    expect(errors).toBeUndefined();
    await waitFor(() => expect(result.current.events.data?.some((e) => e.title === 'Kermesse')).toBe(true));
    expect(eventValues(result.current.events.data!.find((e) => e.title === 'Kermesse')!)).toEqual({
      title: 'Kermesse',
      kind: 'outing',
      start_date: '12/12/2026',
      start_time: '10:00',
      end_date: '12/12/2026',
      end_time: '16:30',
    });
  });
});

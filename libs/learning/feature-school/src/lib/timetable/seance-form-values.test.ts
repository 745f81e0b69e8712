import { FORM_ERROR } from 'final-form';
import { addPayload, editPayload, newSeanceValues, saveErrors, validateSeance } from './seance-form-values';

const filled = {
  ...newSeanceValues('2026-11-24', 5),
  subject_id: '1',
  professor_id: '7',
  start_time: '16:30',
  end_time: '17:30',
};
const holidays = [{ id: 1, name: 'Fête de l’Indépendance', start_date: '2026-11-18', end_date: '2026-11-18' }];

describe('the seance form', () => {
  it('asks for class, subject, professor, date and times', () => {
    expect(validateSeance({ type: 'normal', periodicity_weeks: '1' })).toEqual({
      class_id: 'validation:classRequired',
      subject_id: 'validation:subjectRequired',
      professor_id: 'learning-timetable:form.professorRequired',
      date: 'learning-timetable:form.dateRequired',
      start_time: 'learning-timetable:form.timeRequired',
      end_time: 'learning-timetable:form.timeRequired',
    });
    expect(validateSeance(filled, holidays)).toEqual({});
  });

  it('refuses an end not after the start (the §5 message), a Sunday, a holiday, a periodicity under 1 week', () => {
    expect(validateSeance({ ...filled, end_time: '16:30' }).end_time).toBe('validation:endTimeAfterStart');
    expect(validateSeance({ ...filled, date: '2026-11-29' }).date).toBe('learning-timetable:form.sunday');
    expect(validateSeance({ ...filled, date: '2026-11-18' }, holidays).date).toBe('learning-timetable:form.holiday');
    expect(validateSeance({ ...filled, date: '31/11' }).date).toBe('learning-timetable:form.dateInvalid');
    expect(validateSeance({ ...filled, periodicity_weeks: '0' }).periodicity_weeks).toBe(
      'learning-timetable:form.periodicityMin',
    );
    expect(validateSeance({ ...filled, type: 'catchup', periodicity_weeks: '0' })).toEqual({});
  });

  it('sends a catch-up as one date (periodicity 0), an edit from the opened date with its scope', () => {
    expect(addPayload({ ...filled, type: 'catchup' })).toMatchObject({
      action: 'add',
      periodicity_weeks: 0,
      class_id: 5,
    });
    expect(addPayload({ ...filled, classroom_id: '' })).toMatchObject({ classroom_id: null });
    const opened = { ...addPayload(filled), id: 40, date: '2026-12-01' } as never;
    expect(editPayload(opened, { ...filled, date: '2026-12-08' }, 'this_and_following')).toMatchObject({
      action: 'edit',
      id: 40,
      date: '2026-12-01',
      update_scope: 'this_and_following',
    });
  });

  it("shows the server's refusals on their fields and above the buttons", () => {
    expect(saveErrors({ error: 'seance_conflict', conflict: 'classroom' })).toEqual({
      [FORM_ERROR]: 'learning-timetable:form.conflict',
      start_time: 'learning-timetable:form.conflictClassroom',
    });
    expect(saveErrors({ error: 'holiday', fields: { date: 'This date is a holiday' } })).toMatchObject({
      date: 'learning-timetable:form.holiday',
    });
    expect(saveErrors(undefined)).toEqual({ [FORM_ERROR]: 'learning-timetable:form.failed' });
  });
});

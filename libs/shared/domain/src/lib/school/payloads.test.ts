import { eventPayloadSchema, holidayPayloadSchema } from './calendar';
import { controlPayloadSchema, evaluationPayloadSchema } from './evaluation';
import { billLineSchema, lineTotal, linesTotal } from './billing';
import { seancePayloadSchema } from './seance';
import { schoolSubjectPayloadSchema, schoolLessonPayloadSchema } from './curriculum';
import { studentPayloadSchema } from './student';

/** Messages of the issues of a failed parse, keyed by field path. */
function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('school payload schemas apply the §5 rules', () => {
  it('rejects a grade above 20 and accepts a grade of 20 or no grade yet', () => {
    const base = { action: 'add', control_id: 1, student_id: 2, comment: '' } as const;
    expect(issues(evaluationPayloadSchema.safeParse({ ...base, grade: 21 }))).toEqual({
      grade: 'Grade must be between 0 and 20',
    });
    expect(evaluationPayloadSchema.safeParse({ ...base, grade: 20 }).success).toBe(true);
    expect(evaluationPayloadSchema.safeParse({ ...base, grade: null }).success).toBe(true);
  });

  it('rejects a control with a zero duration and a negative coefficient, on edit as on add', () => {
    const control = {
      action: 'edit',
      id: 4,
      title: 'Contrôle 1',
      class_id: 1,
      subject_id: 2,
      date: '2025-10-15',
      duration_minutes: 0,
      coefficient: -1,
      period: 1,
      competency_ids: [],
    };
    expect(issues(controlPayloadSchema.safeParse(control))).toEqual({
      duration_minutes: 'Duration must be at least 1',
      coefficient: 'Coefficient must not be negative',
    });
  });

  it('needs only the id to delete', () => {
    expect(controlPayloadSchema.safeParse({ action: 'delete', id: 4 }).success).toBe(true);
    expect(controlPayloadSchema.safeParse({ action: 'delete' }).success).toBe(false);
    expect(controlPayloadSchema.safeParse({ action: 'archive', id: 4 }).success).toBe(false);
  });

  it('rejects an event ending before it starts', () => {
    const event = {
      action: 'add',
      title: 'Réunion parents',
      description: '',
      kind: 'meeting',
      start: '2025-10-20T18:00:00',
      end: '2025-10-20T17:00:00',
      class_ids: [],
      location: null,
    };
    expect(issues(eventPayloadSchema.safeParse(event))).toEqual({ end: 'End date must be later than start date' });
  });

  it('accepts a one-day holiday and rejects one ending before its start', () => {
    const holiday = { action: 'add', name: 'Marche Verte', start_date: '2025-11-06', end_date: '2025-11-06' };
    expect(holidayPayloadSchema.safeParse(holiday).success).toBe(true);
    expect(holidayPayloadSchema.safeParse({ ...holiday, end_date: '2025-11-05' }).success).toBe(false);
  });

  it('rejects a seance ending before it starts and an edit without an update scope', () => {
    const seance = {
      action: 'add',
      class_id: 1,
      subject_id: 2,
      professor_id: 3,
      classroom_id: null,
      date: '2025-10-06',
      start_time: '10:00',
      end_time: '09:00',
      type: 'normal',
      periodicity_weeks: 1,
    };
    expect(issues(seancePayloadSchema.safeParse(seance))).toEqual({
      end_time: 'End time must be later than start time',
    });
    const edit = { ...seance, action: 'edit', id: 9, end_time: '11:00' };
    expect(seancePayloadSchema.safeParse(edit).success).toBe(false);
    expect(seancePayloadSchema.safeParse({ ...edit, update_scope: 'this_and_following' }).success).toBe(true);
  });

  it('rejects a lesson of zero minutes and a subject with a negative coefficient', () => {
    expect(
      schoolLessonPayloadSchema.safeParse({
        action: 'add',
        chapter_id: 1,
        title: 'Les fractions',
        order: 1,
        duration_minutes: 0,
      }).success,
    ).toBe(false);
    expect(
      schoolSubjectPayloadSchema.safeParse({
        action: 'add',
        name: 'Mathématiques',
        name_ar: 'الرياضيات',
        level_ids: [1],
        coefficient: -2,
      }).success,
    ).toBe(false);
  });

  it('rejects a student whose Massar code is malformed', () => {
    const student = {
      action: 'add',
      first_name: 'Yassine',
      last_name: 'El Amrani',
      massar_code: 'G1234',
      birthday: '2015-04-12',
      gender: 'M',
      class_id: 1,
      parent_name: 'Karim El Amrani',
      parent_phone: '+212600000000',
    };
    expect(issues(studentPayloadSchema.safeParse(student))).toEqual({ massar_code: 'This Code Massar is invalid' });
    expect(studentPayloadSchema.safeParse({ ...student, massar_code: 'G123456789' }).success).toBe(true);
  });
});

describe('bill lines', () => {
  it('reject a zero unit price, a zero quantity and negative charges', () => {
    const result = billLineSchema.safeParse({
      label: 'Transport',
      unit_price: 0,
      quantity: 0,
      vat_rate: -1,
      discount: -1,
      tax: -1,
    });
    expect(issues(result)).toEqual({
      unit_price: 'Unit price must be greater than 0',
      quantity: 'Quantity must be at least 1',
      vat_rate: 'VAT must be at least 0',
      discount: 'Discount must be at least 0',
      tax: 'Tax must be at least 0',
    });
  });

  it('total (unit price × quantity − discount) × (1 + VAT%) + tax', () => {
    const line = { unit_price: 100, quantity: 3, discount: 50, vat_rate: 20, tax: 2.5 };
    expect(lineTotal(line)).toBe(302.5);
    expect(linesTotal([line, { unit_price: 9.99, quantity: 1, discount: 0, vat_rate: 0, tax: 0 }])).toBe(312.49);
  });
});

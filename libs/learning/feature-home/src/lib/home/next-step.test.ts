import type { Challenge, Exam, Task } from '@kk/domain';
import { nextStep } from './next-step';

/** Tuesday 15 December 2026, 10:00 local time. */
const now = new Date(2026, 11, 15, 10, 0);
const at = (day: number, hour = 9) => new Date(2026, 11, day, hour).toISOString();

const exam = (id: number, start: number, end: number, status: Exam['status'] = 'in_progress', endHour = 20): Exam => ({
  id,
  title: `Examen ${id}`,
  subject_id: 1,
  level_id: 7,
  start_date: at(start, 8),
  end_date: at(end, endHour),
  duration_minutes: 20,
  questions_count: 5,
  feedback_mode: 'end',
  paging_mode: 'one_per_page',
  status,
  grade: null,
});

const task = (id: number, due_date: string, validated = false): Task => ({
  id,
  title: `Devoir ${id}`,
  description: '',
  subject_id: 10 + id,
  subject_name: 'Mathématiques',
  due_date,
  professor_name: 'M. Alaoui',
  validated,
});

const challenge = (id: number, fields: Partial<Challenge> = {}): Challenge => ({
  id,
  kind: 'daily',
  title: `Défi ${id}`,
  subject: 'Mathématiques',
  level_id: 7,
  start_date: at(15, 8),
  end_date: at(15, 20),
  status: 'active',
  exercises_count: 2,
  max_score: 40,
  score: 0,
  blocked: false,
  played: false,
  participants: [],
  ...fields,
});

describe('nextStep', () => {
  it('opens first an exam open now, the one ending first', () => {
    const step = nextStep(
      {
        exams: [exam(1, 13, 18), exam(2, 14, 15, 'in_progress', 16), exam(3, 7, 14), exam(4, 16, 20)],
        tasks: [task(1, '2026-12-14')],
        challenges: [challenge(1)],
      },
      now,
    );
    expect(step).toMatchObject({ kind: 'exam', exam: { id: 2 }, endsIn: 0, to: '/examens/2' });
  });

  it('skips exams ended, to come, handed in or corrected', () => {
    const step = nextStep(
      {
        exams: [
          exam(1, 7, 14),
          exam(2, 16, 20, 'not_started'),
          exam(3, 13, 18, 'submitted'),
          exam(4, 13, 18, 'corrected'),
        ],
        tasks: [task(1, '2026-12-16')],
      },
      now,
    );
    expect(step).toMatchObject({ kind: 'homework', task: { id: 1 }, timing: 'tomorrow', to: '/cours/11' });
  });

  it('then homework not done, overdue first, then due today, then tomorrow', () => {
    const tasks = [task(1, '2026-12-16'), task(2, '2026-12-15'), task(3, '2026-12-12'), task(4, '2026-12-11', true)];
    expect(nextStep({ tasks }, now)).toMatchObject({ kind: 'homework', task: { id: 3 }, timing: 'overdue' });
    expect(nextStep({ tasks: tasks.filter((t) => t.id !== 3) }, now)).toMatchObject({
      task: { id: 2 },
      timing: 'today',
    });
  });

  it('leaves homework due after tomorrow for later', () => {
    expect(nextStep({ tasks: [task(1, '2026-12-17')], challenges: [challenge(5)] }, now)).toMatchObject({
      kind: 'challenge',
      challenge: { id: 5 },
      to: '/defis/5',
    });
  });

  it("then today's daily challenge, unless played, blocked, over or not today's", () => {
    const others = [
      challenge(1, { played: true, score: 20 }),
      challenge(2, { blocked: true }),
      challenge(3, { start_date: at(14, 8), end_date: at(14, 20) }),
      challenge(4, { kind: 'peer', start_date: at(14, 8), end_date: at(18, 20) }),
      challenge(5, { status: 'expired' }),
    ];
    expect(nextStep({ challenges: others }, now)).toEqual({ kind: 'lesson', to: '/cours' });
    expect(nextStep({ challenges: [...others, challenge(6)] }, now)).toMatchObject({ challenge: { id: 6 } });
  });

  it('falls back to the next lesson when everything of today is done or nothing is loaded', () => {
    expect(nextStep({ tasks: [task(1, '2026-12-14', true)], exams: [exam(1, 7, 14)] }, now)).toEqual({
      kind: 'lesson',
      to: '/cours',
    });
    expect(nextStep({}, now)).toEqual({ kind: 'lesson', to: '/cours' });
  });
});

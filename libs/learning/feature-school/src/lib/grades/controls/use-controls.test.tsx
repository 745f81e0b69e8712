import { act, renderHook, waitFor } from '@testing-library/react';
import { FORM_ERROR } from 'final-form';
import { http, HttpResponse } from 'msw';
import { getDb, hostPath, server } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { controlFormValues, validateControlForm } from './control-form';
import { useControls } from './use-controls';
import type { GradesRole } from '../shared/use-grades-classes';

const render = (role: GradesRole, path = role === 'admin' ? '/ecole/notes' : '/professeur/notes') =>
  renderHook(() => useControls(role), {
    wrapper: hookWrapper({ user: demoSessionUser(role === 'admin' ? 'ecole' : 'prof'), path }).wrapper,
  });

const loaded = async (result: { current: ReturnType<typeof useControls> }) => {
  await waitFor(() => expect(result.current.query.data?.length).toBeGreaterThan(0));
  return result.current;
};

describe('useControls', () => {
  it("lists the first class's controls of the first trimester, with graded count and class average", async () => {
    const { result } = render('admin');
    const vm = await loaded(result);

    expect(vm.selectedClass).not.toBeNull();
    expect(vm.period).toBe(1);
    const row = vm.query.data?.[0];
    const db = getDb().school;
    const grades = db.evaluations.filter((e) => e.control_id === row?.control.id && e.grade !== null);
    expect(row?.graded).toBe(grades.length);
    expect(row?.classSize).toBe(db.students.filter((s) => s.class_id === vm.selectedClass?.id).length);
    expect(row?.average).toBeCloseTo(grades.reduce((s, e) => s + (e.grade ?? 0), 0) / grades.length, 2);
    expect(vm.subjects.length).toBeGreaterThan(0);
  });

  it('offers a professor the subjects they teach in the class (their timetable), nothing else', async () => {
    const { result } = render('professor');
    await waitFor(() => expect(result.current.subjects.length).toBeGreaterThan(0));

    const db = getDb().school;
    const prof = db.series.filter((s) => s.professor_id === demoSessionUser('prof').id);
    const taught = new Set(
      prof.filter((s) => s.class_id === result.current.selectedClass?.id).map((s) => s.subject_id),
    );
    expect(new Set(result.current.subjects.map((s) => s.id))).toEqual(taught);
    expect(result.current.classes.every((c) => prof.some((s) => s.class_id === c.id))).toBe(true);
  });

  it('shows no control for a trimester without any', async () => {
    const { result } = render('admin', '/ecole/notes?periode=2');
    await waitFor(() => expect(result.current.query.data).toEqual([]));
  });

  it("lets the administrator filter a class's controls by subject", async () => {
    const { result } = render('admin');
    const vm = await loaded(result);
    const subjectId = vm.query.data?.[0]?.control.subject_id ?? 0;

    act(() => vm.choose('matiere', String(subjectId)));

    await waitFor(() => expect(result.current.subjectFilter).toBe(subjectId));
    expect(result.current.query.data?.every((r) => r.control.subject_id === subjectId)).toBe(true);
  });

  it('adds, edits and deletes a control (call 84 for a professor)', async () => {
    const { result } = render('professor');
    await waitFor(() => expect(result.current.subjects.length).toBeGreaterThan(0));
    const vm = result.current;
    const subject = vm.subjects[0]?.id ?? 0;
    const competency = getDb().school.competencies.find(
      (c) => c.subject_id === subject && c.level_id === vm.selectedClass?.level_id,
    );
    const values = {
      ...controlFormValues(null, { period: 1, subjectId: subject, today: new Date(2026, 10, 20) }),
      title: 'Interrogation écrite',
      coefficient: '1,5',
      competency_ids: competency ? [String(competency.id)] : [],
    };

    let answer: unknown;
    await act(async () => {
      answer = await result.current.save(values, null);
    });

    expect(answer).toBeUndefined();
    const created = getDb().school.controls.find((c) => c.title === 'Interrogation écrite');
    expect(competency).toBeDefined();
    expect(created).toMatchObject({
      class_id: vm.selectedClass?.id,
      coefficient: 1.5,
      date: '2026-11-20',
      period: 1,
      competency_ids: [competency?.id],
    });
    await waitFor(() =>
      expect(result.current.query.data?.some((r) => r.control.title === 'Interrogation écrite')).toBe(true),
    );

    const control = result.current.query.data?.find((r) => r.control.title === 'Interrogation écrite')?.control ?? null;
    await act(async () => {
      await result.current.save(
        { ...controlFormValues(control, { period: 1, subjectId: null, today: new Date() }), coefficient: '2' },
        control,
      );
    });
    expect(getDb().school.controls.find((c) => c.id === created?.id)).toMatchObject({
      coefficient: 2,
      // The competencies ticked are kept by an edit that does not touch them.
      competency_ids: competency ? [competency.id] : [],
    });

    await act(async () => {
      if (control) await result.current.remove(control);
    });
    expect(getDb().school.controls.some((c) => c.id === created?.id)).toBe(false);
  });

  it("shows a refused field on its field and any other failure above the button, with the administrator's call 85", async () => {
    let called = '';
    server.use(
      http.post(hostPath('school_control_handler'), () => {
        called = 'school_control_handler';
        return HttpResponse.json(
          { error: 'invalid_payload', fields: { coefficient: 'Coefficient must not be negative' } },
          { status: 400 },
        );
      }),
    );
    const { result } = render('admin');
    const vm = await loaded(result);
    const values = {
      ...controlFormValues(null, { period: 1, subjectId: vm.subjects[0]?.id ?? 1, today: new Date(2026, 10, 20) }),
      title: 'Devoir commun',
    };

    let refused: unknown;
    await act(async () => {
      refused = await result.current.save(values, null);
    });
    expect(called).toBe('school_control_handler');
    expect(refused).toEqual({ coefficient: 'validation:coefficientNotNegative' });

    server.use(http.post(hostPath('school_control_handler'), () => HttpResponse.json({}, { status: 500 })));
    let failed: unknown;
    await act(async () => {
      failed = await result.current.save(values, null);
    });
    expect(failed).toEqual({ [FORM_ERROR]: 'learning-grades:controls.saveFailed' });
  });

  it("exports the listed controls' grades in the Massar-like layout", async () => {
    const { result } = render('admin');
    await loaded(result);
    await waitFor(() => expect(result.current.exportFile()).not.toBeNull());

    const file = result.current.exportFile();
    const [header, first] = (file?.content ?? '').replace('\uFEFF', '').split('\r\n');
    const controls = result.current.query.data?.map((r) => r.control) ?? [];
    expect(file?.name).toMatch(/^notes-.+-T1\.csv$/);
    expect(header?.split(';')).toEqual([
      'code_massar',
      'nom',
      'prenom',
      ...[...controls].sort((a, b) => a.date.localeCompare(b.date)).map((c) => `${c.title} (${c.coefficient})`),
      'moyenne',
    ]);
    expect(first).toMatch(/^[A-Z]\d{9};/);
    expect(file?.content.startsWith('\uFEFF')).toBe(true);
  });

  it('names the export of one subject after it, accents dropped', async () => {
    const classId = getDb().school.classes.find((c) => c.name === '1AC-A')?.id;
    const maths = getDb().school.subjects.find((s) => s.name === 'Mathématiques')?.id;
    const { result } = render('admin', `/ecole/notes?classe=${classId}&periode=1&matiere=${maths}`);
    await waitFor(() => expect(result.current.exportFile()).not.toBeNull());
    expect(result.current.exportFile()?.name).toBe('notes-1AC-A-T1-Mathematiques.csv');
  });

  it('checks the form with the dictionary messages before sending', () => {
    expect(validateControlForm({ coefficient: '-1', duration_minutes: '0' })).toEqual({
      title: 'validation:titleRequired',
      subject_id: 'validation:subjectRequired',
      date: 'learning-grades:form.dateInvalid',
      period: 'learning-grades:form.periodRequired',
      coefficient: 'validation:coefficientNotNegative',
      duration_minutes: 'validation:durationMin',
    });
    expect(
      validateControlForm({
        title: 'Contrôle 3',
        subject_id: '1',
        date: '20/11/2026',
        period: '1',
        coefficient: '0',
        duration_minutes: '60',
      }),
    ).toEqual({});
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import { FORM_ERROR } from 'final-form';
import { http, HttpResponse } from 'msw';
import { getDb, hostPath, server } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { validateStudentForm } from './student-form';
import { useStudents } from './use-students';

const CLASS_1AC_A = 5;

const renderStudents = (path = '/ecole/eleves') =>
  renderHook(() => useStudents(), { wrapper: hookWrapper({ user: demoSessionUser('ecole'), path }).wrapper });

const newStudent = {
  last_name: 'Alaoui',
  first_name: 'Sara',
  massar_code: ' n2000 00021 ',
  birthday: '12/03/2014',
  gender: 'F',
  class_id: String(CLASS_1AC_A),
};

describe('useStudents', () => {
  it('shows the class of ?classe=, its students by last then first name, 20 a page', async () => {
    const { result } = renderStudents(`/ecole/eleves?classe=${CLASS_1AC_A}`);

    await waitFor(() => expect(result.current.query.data).toBeDefined());

    expect(result.current.classId).toBe(CLASS_1AC_A);
    const names = (result.current.query.data ?? []).map((s) => `${s.last_name} ${s.first_name}`);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(result.current.query.data?.every((s) => s.class_id === CLASS_1AC_A)).toBe(true);
    expect(result.current.pageItems.length).toBeLessThanOrEqual(20);
    expect(result.current.query.data?.some((s) => s.has_account)).toBe(true);
  });

  it('starts on the first class, and searches by name or Massar code', async () => {
    const { result } = renderStudents();
    await waitFor(() => expect(result.current.query.data?.length).toBeGreaterThan(0));
    const first = result.current.query.data?.[0];

    act(() => result.current.setSearch(first?.massar_code ?? ''));

    await waitFor(() => expect(result.current.query.data?.map((s) => s.id)).toEqual([first?.id]));
    expect(result.current.classId).toBe(result.current.classes.data?.[0]?.id);
  });

  it('pages a long class: 20 then the rest', async () => {
    const students = Array.from({ length: 25 }, (_, i) => ({
      ...getDb().school.students[0],
      id: 9000 + i,
      last_name: `Nom${String(i).padStart(2, '0')}`,
      class_name: '1AC-A',
    }));
    server.use(http.get(hostPath('schools_student_handler'), () => HttpResponse.json({ students })));
    const { result } = renderStudents();
    await waitFor(() => expect(result.current.query.data).toHaveLength(25));

    act(() => result.current.setPage(2));

    expect(result.current.pageCount).toBe(2);
    expect(result.current.pageItems.map((s) => s.last_name)).toEqual(['Nom20', 'Nom21', 'Nom22', 'Nom23', 'Nom24']);
  });

  it('adds, edits and deletes a student', async () => {
    const { result } = renderStudents(`/ecole/eleves?classe=${CLASS_1AC_A}`);
    await waitFor(() => expect(result.current.query.data).toBeDefined());

    let errors: unknown = 'not run';
    await act(async () => {
      errors = await result.current.save(newStudent);
    });
    const row = getDb().school.students.find((s) => s.massar_code === 'N200000021');
    expect(errors).toBeUndefined();
    expect(row).toMatchObject({ birthday: '2014-03-12', class_id: CLASS_1AC_A, user_id: null });

    await act(async () => {
      await result.current.save({ ...newStudent, first_name: 'Sarah' }, row?.id);
    });
    expect(getDb().school.students.find((s) => s.id === row?.id)?.first_name).toBe('Sarah');

    const added = await waitFor(() => {
      const found = result.current.query.data?.find((s) => s.id === row?.id);
      expect(found).toBeDefined();
      return found;
    });
    await act(async () => {
      if (added) await result.current.remove(added);
    });
    expect(getDb().school.students.some((s) => s.id === row?.id)).toBe(false);
  });

  it("puts 'Code Massar already exist' on the Massar field, another failure on the form", async () => {
    const { result } = renderStudents();
    await waitFor(() => expect(result.current.query.data).toBeDefined());
    const taken = getDb().school.students[0]?.massar_code;

    let refused: unknown;
    await act(async () => {
      refused = await result.current.save({ ...newStudent, massar_code: taken });
    });
    server.use(http.post(hostPath('schools_student_handler'), () => HttpResponse.json({}, { status: 500 })));
    let failed: unknown;
    await act(async () => {
      failed = await result.current.save(newStudent);
    });

    expect(refused).toEqual({ massar_code: 'errors:massarCodeExists' });
    expect(failed).toEqual({ [FORM_ERROR]: 'learning-students:form.failed' });
  });

  it('checks the form before sending', () => {
    expect(validateStudentForm({}, '2026-11-26')).toEqual({
      last_name: 'validation:lastNameRequired',
      first_name: 'validation:firstNameRequired',
      massar_code: 'learning-students:form.massarRequired',
      birthday: 'learning-students:form.birthdayRequired',
      gender: 'learning-students:form.genderRequired',
      class_id: 'validation:classRequired',
    });
    expect(validateStudentForm({ ...newStudent, massar_code: 'K13', birthday: '01/01/2030' }, '2026-11-26')).toEqual({
      massar_code: 'errors:massarCodeInvalid',
      birthday: 'learning-students:form.birthdayInvalid',
    });
    expect(validateStudentForm(newStudent, '2026-11-26')).toEqual({});
  });
});

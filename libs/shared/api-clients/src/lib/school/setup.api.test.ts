import { createTestStore } from '../../testing/test-store';
import { calendarApi } from './calendar.api';
import { classesApi } from './classes.api';
import { curriculumApi } from './curriculum.api';
import { managedSchoolsApi } from './managed-schools.api';
import { setupApi } from './setup.api';

/** The school's setup, assumed contract (README, "School setup"), against the fake backend. */
describe('school setup (assumed contract)', () => {
  it('adds, edits and deletes a scholar year; the end must be later than the start', async () => {
    // Arrange
    const store = createTestStore({ as: 'ecole' });

    // Act
    const added = await store.dispatch(
      setupApi.endpoints.saveScholarYear.initiate({
        action: 'add',
        name: '2027-2028',
        start_date: '2027-09-06',
        end_date: '2028-06-30',
      }),
    );
    const refused = await store.dispatch(
      setupApi.endpoints.saveScholarYear.initiate({
        action: 'add',
        name: '2028-2029',
        start_date: '2028-09-06',
        end_date: '2028-09-06',
      }),
    );

    // Assert
    const id = added.data?.id ?? 0;
    expect(added.data).toEqual({ success: true, id: expect.any(Number) });
    expect(refused.error).toMatchObject({
      status: 400,
      data: { fields: { end_date: 'End date must be later than start date' } },
    });
    const years = await store.dispatch(calendarApi.endpoints.getScholarYears.initiate());
    expect(years.data?.at(-1)).toEqual({
      id,
      name: '2027-2028',
      start_date: '2027-09-06',
      end_date: '2028-06-30',
      is_current: false,
    });
    const deleted = await store.dispatch(setupApi.endpoints.saveScholarYear.initiate({ action: 'delete', id }));
    expect(deleted.data).toEqual({ success: true, id });
  });

  it('makes a year current through the settings, and refuses deleting the current year or one with classes', async () => {
    const store = createTestStore({ as: 'ecole' });
    const years = (await store.dispatch(calendarApi.endpoints.getScholarYears.initiate())).data ?? [];
    const current = years.find((y) => y.is_current);
    const previous = years.find((y) => !y.is_current);

    const deleteCurrent = await store.dispatch(
      setupApi.endpoints.saveScholarYear.initiate({ action: 'delete', id: current?.id ?? 0 }),
    );
    await store.dispatch(
      managedSchoolsApi.endpoints.updateSchoolSettings.initiate({
        school_id: 1,
        current_scholar_year_id: previous?.id ?? 0,
      }),
    );
    const after = await store.dispatch(
      calendarApi.endpoints.getScholarYears.initiate(undefined, { forceRefetch: true }),
    );
    const deleteWithClasses = await store.dispatch(
      setupApi.endpoints.saveScholarYear.initiate({ action: 'delete', id: current?.id ?? 0 }),
    );

    expect(deleteCurrent.error).toMatchObject({ status: 400, data: { error: 'scholar_year_current' } });
    expect(after.data?.find((y) => y.is_current)?.id).toBe(previous?.id);
    expect(deleteWithClasses.error).toMatchObject({ status: 400, data: { error: 'scholar_year_in_use' } });
  });

  it('adds a class at a level taught; a class with students, and levels with classes, cannot be removed', async () => {
    const store = createTestStore({ as: 'ecole' });

    const added = await store.dispatch(
      setupApi.endpoints.saveClass.initiate({ action: 'add', name: '1AC-Z', level_id: 7, scholar_year_id: 2 }),
    );
    const classes = (await store.dispatch(classesApi.endpoints.getClasses.initiate())).data ?? [];
    const withStudents = classes.find((c) => c.students_count > 0);
    const deleteUsed = await store.dispatch(
      setupApi.endpoints.saveClass.initiate({ action: 'delete', id: withStudents?.id ?? 0 }),
    );
    const deleteNew = await store.dispatch(
      setupApi.endpoints.saveClass.initiate({ action: 'delete', id: added.data?.id ?? 0 }),
    );
    const narrow = await store.dispatch(
      managedSchoolsApi.endpoints.updateSchoolSettings.initiate({ school_id: 1, level_groups: ['primaire'] }),
    );

    expect(classes.find((c) => c.id === added.data?.id)).toMatchObject({
      name: '1AC-Z',
      level_id: 7,
      scholar_year_id: 2,
      students_count: 0,
      main_professor_name: null,
    });
    expect(deleteUsed.error).toMatchObject({ status: 400, data: { error: 'class_in_use' } });
    expect(deleteNew.data).toEqual({ success: true, id: added.data?.id });
    expect(narrow.error).toMatchObject({ status: 400, data: { error: 'levels_in_use' } });
  });

  it('lists the national subjects of the school and its own; a subject with seances cannot be deleted', async () => {
    const store = createTestStore({ as: 'ecole' });

    await store.dispatch(
      curriculumApi.endpoints.saveSchoolSubject.initiate({
        action: 'add',
        name: 'Robotique',
        name_ar: 'الروبوتيك',
        level_ids: [7],
        coefficient: 1,
      }),
    );
    const subjects = (await store.dispatch(setupApi.endpoints.getSchoolSubjects.initiate())).data ?? [];
    const deleteMaths = await store.dispatch(
      curriculumApi.endpoints.saveSchoolSubject.initiate({ action: 'delete', id: 1 }),
    );

    expect(subjects.find((s) => s.id === 1)).toMatchObject({ name: 'Mathématiques', own: false });
    expect(subjects.find((s) => s.name === 'Robotique')).toMatchObject({ level_ids: [7], coefficient: 1, own: true });
    // A national subject is not the school's to delete; it is in use anyway.
    expect(deleteMaths.error).toMatchObject({ status: 400, data: { error: 'subject_in_use' } });
  });

  it('refuses deleting a classroom with seances and a classroom type with classrooms', async () => {
    const store = createTestStore({ as: 'ecole' });
    const rooms = (await store.dispatch(classesApi.endpoints.getClassrooms.initiate())).data ?? [];

    const room = await store.dispatch(
      classesApi.endpoints.saveClassroom.initiate({ action: 'delete', id: rooms[0]?.id ?? 0 }),
    );
    const type = await store.dispatch(
      classesApi.endpoints.saveClassroomType.initiate({ action: 'delete', id: rooms[0]?.type_id ?? 0 }),
    );

    expect(room.error).toMatchObject({ status: 400, data: { error: 'classroom_in_use' } });
    expect(type.error).toMatchObject({ status: 400, data: { error: 'classroom_type_in_use' } });
  });

  it('lists the reclamation types and keeps them; only administrators write them', async () => {
    const store = createTestStore({ as: 'ecole' });

    const added = await store.dispatch(
      curriculumApi.endpoints.saveReclamationType.initiate({
        action: 'add',
        name: 'Infirmerie',
        description: 'Soins et santé.',
      }),
    );
    const types = (await store.dispatch(curriculumApi.endpoints.getReclamationTypes.initiate())).data ?? [];
    const refused = await createTestStore({ as: 'prof' }).dispatch(
      curriculumApi.endpoints.saveReclamationType.initiate({ action: 'delete', id: types[0]?.id ?? 0 }),
    );

    expect(types.at(0)).toEqual({
      id: expect.any(Number),
      name: 'Transport scolaire',
      description: expect.any(String),
    });
    expect(types.at(-1)).toEqual({ id: added.data?.id, name: 'Infirmerie', description: 'Soins et santé.' });
    expect(refused.error).toMatchObject({ status: 403 });
  });

  it('adds, renames and deletes an exercise category; one holding exercises is not deleted', async () => {
    const store = createTestStore({ as: 'ecole' });
    const categories = () =>
      store.dispatch(curriculumApi.endpoints.getExerciseCategories.initiate(undefined, { forceRefetch: true }));

    const added = await store.dispatch(
      curriculumApi.endpoints.saveExerciseCategory.initiate({ action: 'add', name: 'Géométrie' }),
    );
    const id = added.data?.id ?? 0;
    await store.dispatch(
      curriculumApi.endpoints.saveExerciseCategory.initiate({ action: 'edit', id, name: 'Figures' }),
    );
    const afterEdit = (await categories()).data ?? [];
    const full = afterEdit.find((c) => c.exercises_count > 0);
    const refused = await store.dispatch(
      curriculumApi.endpoints.saveExerciseCategory.initiate({ action: 'delete', id: full?.id ?? 0 }),
    );
    const deleted = await store.dispatch(
      curriculumApi.endpoints.saveExerciseCategory.initiate({ action: 'delete', id }),
    );
    const afterDelete = (await categories()).data ?? [];

    expect(afterEdit.at(-1)).toEqual({ id, name: 'Figures', exercises_count: 0 });
    expect(refused.error).toMatchObject({ status: 400, data: { error: 'category_in_use' } });
    expect(deleted.data).toEqual({ success: true, id });
    expect(afterDelete.map((c) => c.id)).not.toContain(id);
    expect(afterDelete).toHaveLength(afterEdit.length - 1);
  });

  it('lets only administrators write', async () => {
    const store = createTestStore({ as: 'prof' });

    const year = await store.dispatch(
      setupApi.endpoints.saveScholarYear.initiate({
        action: 'add',
        name: '2027-2028',
        start_date: '2027-09-06',
        end_date: '2028-06-30',
      }),
    );
    const classe = await store.dispatch(
      setupApi.endpoints.saveClass.initiate({ action: 'add', name: 'X', level_id: 7, scholar_year_id: 2 }),
    );

    expect(year.error).toMatchObject({ status: 403 });
    expect(classe.error).toMatchObject({ status: 403 });
  });
});

import { demoAccount, unlinkStudentAccount } from '@kk/api-mocks';
import { getDb, issueToken, server } from '@kk/api-mocks/node';
import { http, HttpResponse } from 'msw';
import { captureRequests, onlyRequest } from '../../testing/capture';
import { must } from '../../testing/must';
import { createTestStore } from '../../testing/test-store';
import { accountApi } from '../learning/account.api';
import type { UploadProgress } from '../core/upload';
import { calendarApi } from './calendar.api';
import { classesApi } from './classes.api';
import { curriculumApi } from './curriculum.api';
import { evaluationsApi } from './evaluations.api';
import { managedSchoolsApi } from './managed-schools.api';
import { scheduleApi } from './schedule.api';
import { setupApi } from './setup.api';
import { studentsApi } from './students.api';

const CLASS_1AC_A = 5;

describe('a 401 on a school-management call clears the stored session (§8)', () => {
  it('on a read', async () => {
    // Arrange
    const store = createTestStore({ token: 'expired-token' });

    // Act
    const result = await store.dispatch(classesApi.endpoints.getClasses.initiate());

    // Assert
    expect(result.error).toMatchObject({ kind: 'http', status: 401 });
    expect(store.getState().session).toEqual({ user: null, expiredBy: ['getClasses'] });
  });

  it('on a write', async () => {
    const store = createTestStore({ token: 'expired-token' });

    await store.dispatch(calendarApi.endpoints.saveHoliday.initiate({ action: 'delete', id: 1 }));

    expect(store.getState().session.expiredBy).toEqual(['saveHoliday']);
  });

  it('on the file upload', async () => {
    const store = createTestStore({ token: 'expired-token' });

    await store.dispatch(
      managedSchoolsApi.endpoints.uploadSchoolFile.initiate({
        file: new File(['x'], 'logo.png', { type: 'image/png' }),
      }),
    );

    expect(store.getState().session.expiredBy).toEqual(['uploadSchoolFile']);
  });

  it('not on other errors', async () => {
    server.use(http.get('http://localhost/api/classes', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    const store = createTestStore({ as: 'ecole' });

    await store.dispatch(classesApi.endpoints.getClasses.initiate());

    expect(store.getState().session.expiredBy).toEqual([]);
  });
});

describe('uploadSchoolFile (81)', () => {
  it('posts the file as multipart with the Bearer token, its name prefixed with a timestamp, and reports progress', async () => {
    // Arrange
    const store = createTestStore({ as: 'ecole' });
    const requests = captureRequests();
    const progress: UploadProgress[] = [];
    const file = new File([new Uint8Array([137, 80, 78, 71, 1, 2])], 'logo.png', { type: 'image/png' });

    // Act
    const result = await store
      .dispatch(managedSchoolsApi.endpoints.uploadSchoolFile.initiate({ file, onProgress: (p) => progress.push(p) }))
      .unwrap();

    // Assert
    const request = await onlyRequest(requests);
    expect([request.method, request.path, request.authorization]).toEqual([
      'POST',
      '/api/school_file_upload',
      'Bearer demo-ecole-token',
    ]);
    expect((request.form?.get('file') as File).name).toMatch(/^\d{13}_logo\.png$/);
    expect(result).toEqual({
      url: expect.stringMatching(/^data:image\/png;base64,/),
      name: expect.stringMatching(/^\d{13}_logo\.png$/),
    });
    expect(progress.at(-1)).toEqual({ loaded: 6, total: 6, percent: 100 });
  });

  it('then sets the school logo to the stored file', async () => {
    const store = createTestStore({ as: 'ecole' });
    const { url } = await store
      .dispatch(
        managedSchoolsApi.endpoints.uploadSchoolFile.initiate({
          file: new File(['x'], 'logo.png', { type: 'image/png' }),
        }),
      )
      .unwrap();

    await store
      .dispatch(managedSchoolsApi.endpoints.updateSchoolLogo.initiate({ school_id: 1, logo_url: url }))
      .unwrap();
    const [school] = await store.dispatch(managedSchoolsApi.endpoints.getManagedSchools.initiate()).unwrap();

    expect(school.logo_url).toBe(url);
  });
});

describe('who may do what', () => {
  it('a parent is refused school-management reads (403)', async () => {
    const result = await createTestStore({ as: 'parent' }).dispatch(classesApi.endpoints.getClasses.initiate());

    expect(result.error).toMatchObject({ kind: 'http', status: 403 });
  });

  it('a professor reads but may not change the holidays (403)', async () => {
    const store = createTestStore({ as: 'prof' });

    const read = await store.dispatch(calendarApi.endpoints.getHolidays.initiate());
    const write = await store.dispatch(calendarApi.endpoints.saveHoliday.initiate({ action: 'delete', id: 1 }));

    expect(read.data?.length).toBeGreaterThan(0);
    expect(write.error).toMatchObject({ kind: 'http', status: 403 });
  });

  it("nobody edits another school's rows (404)", async () => {
    // Holidays of school 2 come after the twelve of school 1.
    const result = await createTestStore({ as: 'ecole' }).dispatch(
      calendarApi.endpoints.saveHoliday.initiate({ action: 'delete', id: 13 }),
    );

    expect(result.error).toMatchObject({ kind: 'http', status: 404 });
  });

  it('become_school_admin turns an account into a school administrator', async () => {
    const store = createTestStore({ as: 'client' });

    await store.dispatch(managedSchoolsApi.endpoints.becomeSchoolAdmin.initiate()).unwrap();
    const login = await store
      .dispatch(accountApi.endpoints.learningLogin.initiate({ username: 'client', password: 'client123' }))
      .unwrap();

    expect(login.user.account_type).toBe('sc_ad');
  });
});

describe('school POSTs add, edit and delete rows, and the lists refresh', () => {
  it('holidays: add, edit, delete', async () => {
    // Arrange
    const store = createTestStore({ as: 'ecole' });
    const list = store.dispatch(calendarApi.endpoints.getHolidays.initiate());
    await list;
    const names = () =>
      calendarApi.endpoints.getHolidays
        .select()(store.getState())
        .data?.map((h) => h.name) ?? [];

    // Act + Assert
    const { id } = must(
      await store
        .dispatch(
          calendarApi.endpoints.saveHoliday.initiate({
            action: 'add',
            name: 'Journée pédagogique',
            start_date: '2026-12-04',
            end_date: '2026-12-04',
          }),
        )
        .unwrap(),
      'the saved row',
    );
    await vi.waitFor(() => expect(names()).toContain('Journée pédagogique'));

    await store
      .dispatch(
        calendarApi.endpoints.saveHoliday.initiate({
          action: 'edit',
          id,
          name: 'Formation des enseignants',
          start_date: '2026-12-04',
          end_date: '2026-12-05',
        }),
      )
      .unwrap();
    await vi.waitFor(() => expect(names()).toContain('Formation des enseignants'));

    await store.dispatch(calendarApi.endpoints.saveHoliday.initiate({ action: 'delete', id })).unwrap();
    await vi.waitFor(() => expect(names()).not.toContain('Formation des enseignants'));
    list.unsubscribe();
  });

  it('rejects what the §5 rules forbid with a 400 naming the field', async () => {
    const store = createTestStore({ as: 'ecole' });

    const grade = await store.dispatch(
      evaluationsApi.endpoints.saveEvaluation.initiate({
        action: 'edit',
        id: 1,
        control_id: 1,
        student_id: 1,
        grade: 21,
        comment: '',
      }),
    );
    const event = await store.dispatch(
      calendarApi.endpoints.saveEvent.initiate({
        action: 'add',
        title: 'Sortie',
        description: '',
        kind: 'outing',
        start: '2026-12-01T10:00:00',
        end: '2026-12-01T09:00:00',
        class_ids: [],
        location: null,
      }),
    );

    expect(grade.error).toMatchObject({
      status: 400,
      data: { error: 'invalid_payload', fields: { grade: 'Grade must be between 0 and 20' } },
    });
    expect(event.error).toMatchObject({
      status: 400,
      data: { fields: { end: 'End date must be later than start date' } },
    });
  });

  it('a grade change shows in the evaluations', async () => {
    const store = createTestStore({ as: 'prof' });

    await store
      .dispatch(
        evaluationsApi.endpoints.saveEvaluation.initiate({
          action: 'edit',
          id: 1,
          control_id: 1,
          student_id: 1,
          grade: 19.5,
          comment: 'Excellent',
        }),
      )
      .unwrap();
    const evaluations = await store
      .dispatch(evaluationsApi.endpoints.getEvaluations.initiate({ control_id: 1 }))
      .unwrap();

    expect(evaluations.find((e) => e.id === 1)).toMatchObject({ grade: 19.5, comment: 'Excellent' });
  });

  it('deleting a chapter deletes its lessons', async () => {
    const store = createTestStore({ as: 'ecole' });

    await store.dispatch(curriculumApi.endpoints.deleteSchoolChapter.initiate(1)).unwrap();
    const lesson = await store.dispatch(
      curriculumApi.endpoints.saveSchoolLesson.initiate({
        action: 'edit',
        id: 1,
        chapter_id: 2,
        title: 'Déplacée',
        order: 1,
        duration_minutes: 60,
      }),
    );

    expect(lesson.error).toMatchObject({ status: 404 });
  });

  it("the national programme's subjects are read-only; the school's own are not", async () => {
    const store = createTestStore({ as: 'ecole' });
    const fields = { name: 'Théâtre', name_ar: 'المسرح', level_ids: [7], coefficient: 1 };

    const national = await store.dispatch(
      curriculumApi.endpoints.saveSchoolSubject.initiate({ action: 'edit', id: 1, ...fields }),
    );
    const { id } = must(
      await store.dispatch(curriculumApi.endpoints.saveSchoolSubject.initiate({ action: 'add', ...fields })).unwrap(),
      'the saved row',
    );
    const own = await store.dispatch(
      curriculumApi.endpoints.saveSchoolSubject.initiate({ action: 'edit', id, ...fields, coefficient: 2 }),
    );

    expect(national.error).toMatchObject({ status: 404 });
    expect(own.data).toEqual({ success: true, id });
  });

  it('storing students adds them to their class; a Massar code used twice is refused', async () => {
    const store = createTestStore({ as: 'ecole' });
    const row = {
      first_name: 'Hiba',
      last_name: 'Sebti',
      massar_code: 'R111222333',
      birthday: '2014-09-01',
      gender: 'F' as const,
      class_id: CLASS_1AC_A,
      parent_name: 'Nabil Sebti',
      parent_phone: '0611111111',
    };

    await store.dispatch(studentsApi.endpoints.storeStudents.initiate({ students: [row] })).unwrap();
    const again = await store.dispatch(studentsApi.endpoints.storeStudents.initiate({ students: [row] }));
    const classes = await store.dispatch(classesApi.endpoints.getClasses.initiate()).unwrap();

    expect(again.error).toMatchObject({ status: 400, data: { error: 'Code Massar already exist' } });
    expect(classes.find((c) => c.id === CLASS_1AC_A)?.students_count).toBe(19);
  });

  it('a student can be edited keeping their Massar code, then deleted', async () => {
    const store = createTestStore({ as: 'ecole' });
    const [first] = await store
      .dispatch(studentsApi.endpoints.getSchoolStudents.initiate({ class_id: CLASS_1AC_A }))
      .unwrap();
    const { id: _id, class_name: _class, image: _image, ...fields } = first;

    const edited = await store
      .dispatch(
        studentsApi.endpoints.saveStudent.initiate({
          action: 'edit',
          id: first.id,
          ...fields,
          parent_phone: '0699999999',
        }),
      )
      .unwrap();
    await store.dispatch(studentsApi.endpoints.saveStudent.initiate({ action: 'delete', id: first.id })).unwrap();
    const after = await store
      .dispatch(studentsApi.endpoints.getSchoolStudents.initiate({ class_id: CLASS_1AC_A }, { forceRefetch: true }))
      .unwrap();

    expect(edited).toEqual({ success: true, id: first.id });
    expect(after.some((s) => s.id === first.id)).toBe(false);
  });

  it('settings: update, then reset to the default', async () => {
    const store = createTestStore({ as: 'ecole' });

    await store
      .dispatch(managedSchoolsApi.endpoints.updateSchoolSettings.initiate({ school_id: 1, periods_count: 2 }))
      .unwrap();
    const changed = (await store.dispatch(managedSchoolsApi.endpoints.getManagedSchools.initiate()).unwrap())[0]
      .settings;
    const reset = await store
      .dispatch(managedSchoolsApi.endpoints.deleteSchoolSettings.initiate({ school_id: 1, keys: ['periods_count'] }))
      .unwrap();

    expect(changed.periods_count).toBe(2);
    expect(reset?.periods_count).toBe(3);
  });

  it("cannot change another school's settings (403)", async () => {
    const result = await createTestStore({ as: 'ecole' }).dispatch(
      managedSchoolsApi.endpoints.updateSchoolSettings.initiate({ school_id: 2, periods_count: 2 }),
    );

    expect(result.error).toMatchObject({ status: 403 });
  });

  it('a professor writes a textbook entry; the administration validates it', async () => {
    const entry = {
      action: 'add' as const,
      class_id: CLASS_1AC_A,
      subject_id: 1,
      date: '2026-11-03',
      title: 'Les triangles',
      content: 'Cours.',
      homework: null,
    };

    const { id } = must(
      await createTestStore({ as: 'prof' })
        .dispatch(curriculumApi.endpoints.saveTextbookEntry.initiate(entry))
        .unwrap(),
      'the saved row',
    );
    const validated = await createTestStore({ as: 'ecole' })
      .dispatch(curriculumApi.endpoints.validateTextbookEntry.initiate(id))
      .unwrap();

    expect(validated).toMatchObject({
      id,
      title: 'Les triangles',
      professor_name: 'Rachid Cherkaoui',
      validated: true,
    });
  });

  it('a professor may not validate the textbook (403)', async () => {
    const result = await createTestStore({ as: 'prof' }).dispatch(
      curriculumApi.endpoints.validateTextbookEntry.initiate(1),
    );

    expect(result.error).toMatchObject({ status: 403 });
  });
});

describe('seances: the §9 update scopes', () => {
  const MONDAY = '2026-11-09';
  const NEXT_MONDAY = '2026-11-16';
  const AFTER = '2026-11-23';

  async function mondaySeance(store: ReturnType<typeof createTestStore>, date: string, id?: number) {
    const day = await store
      .dispatch(scheduleApi.endpoints.getSeancesByDay.initiate({ date, class_id: CLASS_1AC_A }, { forceRefetch: true }))
      .unwrap();
    return id === undefined ? day.seances[0] : day.seances.find((s) => s.id === id);
  }

  /** The first seance of 1AC-A on a date (the test needs one). */
  async function firstSeance(store: ReturnType<typeof createTestStore>, date: string) {
    const seance = await mondaySeance(store, date);
    if (!seance) throw new Error(`No seance on ${date}`);
    return seance;
  }

  function editOf(seance: NonNullable<Awaited<ReturnType<typeof mondaySeance>>>) {
    return {
      action: 'edit' as const,
      id: seance.id,
      class_id: seance.class_id,
      subject_id: seance.subject_id,
      professor_id: seance.professor_id,
      classroom_id: seance.classroom_id,
      date: seance.date,
      start_time: seance.start_time,
      end_time: seance.end_time,
      type: seance.type,
      periodicity_weeks: seance.periodicity_weeks,
    };
  }

  it('only this date changes that one occurrence', async () => {
    const store = createTestStore({ as: 'ecole' });
    const seance = await firstSeance(store, NEXT_MONDAY);

    await store
      .dispatch(
        scheduleApi.endpoints.saveSeance.initiate({
          ...editOf(seance),
          start_time: '11:00',
          end_time: '12:30',
          update_scope: 'only_this_date',
        }),
      )
      .unwrap();

    expect((await mondaySeance(store, NEXT_MONDAY, seance.id))?.start_time).toBe('11:00');
    expect((await mondaySeance(store, MONDAY, seance.id))?.start_time).toBe(seance.start_time);
    expect((await mondaySeance(store, AFTER, seance.id))?.start_time).toBe(seance.start_time);
  });

  it('this date and all following splits the series from that date', async () => {
    const store = createTestStore({ as: 'ecole' });
    const seance = await firstSeance(store, NEXT_MONDAY);

    const { id } = must(
      await store
        .dispatch(
          scheduleApi.endpoints.saveSeance.initiate({
            ...editOf(seance),
            subject_id: 9,
            update_scope: 'this_and_following',
          }),
        )
        .unwrap(),
      'the saved row',
    );

    expect(id).not.toBe(seance.id);
    expect((await mondaySeance(store, MONDAY, seance.id))?.subject_id).toBe(seance.subject_id);
    expect((await mondaySeance(store, NEXT_MONDAY, id))?.subject_name).toBe('Anglais');
    expect((await mondaySeance(store, AFTER, id))?.subject_name).toBe('Anglais');
    expect(await mondaySeance(store, AFTER, seance.id)).toBeUndefined();
  });

  it('all dates changes the whole series', async () => {
    const store = createTestStore({ as: 'ecole' });
    const seance = await firstSeance(store, NEXT_MONDAY);
    // Shorter, within its own time (a classroom or time of its own could overlap another seance: refused).
    const end = `${seance.start_time.slice(0, 2)}:59`;

    await store
      .dispatch(
        scheduleApi.endpoints.saveSeance.initiate({ ...editOf(seance), end_time: end, update_scope: 'all_dates' }),
      )
      .unwrap();

    for (const date of [MONDAY, NEXT_MONDAY, AFTER]) {
      expect((await mondaySeance(store, date, seance.id))?.end_time).toBe(end);
    }
  });

  it('deleting only this date cancels that occurrence; this and following ends the series; all dates removes it', async () => {
    const store = createTestStore({ as: 'ecole' });
    const seance = await firstSeance(store, MONDAY);
    const remove = (date: string, update_scope: 'only_this_date' | 'this_and_following' | 'all_dates') =>
      store
        .dispatch(scheduleApi.endpoints.saveSeance.initiate({ action: 'delete', id: seance.id, date, update_scope }))
        .unwrap();

    await remove(MONDAY, 'only_this_date');
    expect((await mondaySeance(store, MONDAY, seance.id))?.cancelled).toBe(true);
    expect((await mondaySeance(store, NEXT_MONDAY, seance.id))?.cancelled).toBe(false);

    await remove(AFTER, 'this_and_following');
    expect(await mondaySeance(store, AFTER, seance.id)).toBeUndefined();
    expect(await mondaySeance(store, NEXT_MONDAY, seance.id)).toBeDefined();

    await remove(NEXT_MONDAY, 'all_dates');
    expect(await mondaySeance(store, NEXT_MONDAY, seance.id)).toBeUndefined();
  });

  it('a catch-up seance added for one date shows on that date only, and in the week schedule', async () => {
    const store = createTestStore({ as: 'ecole' });
    const catchup = {
      action: 'add' as const,
      class_id: CLASS_1AC_A,
      subject_id: 1,
      professor_id: 7,
      classroom_id: null,
      date: '2026-11-14',
      start_time: '14:30',
      end_time: '16:30',
      type: 'catchup' as const,
      periodicity_weeks: 0,
    };

    const { id } = must(
      await store.dispatch(scheduleApi.endpoints.saveSeance.initiate(catchup)).unwrap(),
      'the saved row',
    );
    const week = await store
      .dispatch(scheduleApi.endpoints.getScheduleByDay.initiate({ date: '2026-11-14', class_id: CLASS_1AC_A }))
      .unwrap();

    expect(week.days[5].seances).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, type: 'catchup', date: '2026-11-14' })]),
    );
    expect(await mondaySeance(store, '2026-11-21', id)).toBeUndefined();
  });

  it('a professor sees their own seances by default', async () => {
    const day = await createTestStore({ as: 'prof' })
      .dispatch(scheduleApi.endpoints.getSeancesByDay.initiate({ date: MONDAY }))
      .unwrap();

    expect(day.seances.length).toBeGreaterThan(0);
    expect(day.seances.every((s) => s.professor_id === 7)).toBe(true);
  });
});

describe('the timetable (assumed contract, issue 16)', () => {
  /** A Tuesday of the seed's year with no seance of 1AC-A after 16:30. */
  const TUESDAY = '2026-11-24';
  const weekly = {
    action: 'add' as const,
    class_id: CLASS_1AC_A,
    subject_id: 1,
    professor_id: 7,
    classroom_id: null,
    date: TUESDAY,
    start_time: '16:30',
    end_time: '17:30',
    type: 'normal' as const,
    periodicity_weeks: 1,
  };
  const save = (
    store: ReturnType<typeof createTestStore>,
    payload: Parameters<typeof scheduleApi.endpoints.saveSeance.initiate>[0],
  ) => store.dispatch(scheduleApi.endpoints.saveSeance.initiate(payload));

  it('refuses a seance whose date is a holiday (400 on the date)', async () => {
    const result = await save(createTestStore({ as: 'ecole' }), { ...weekly, date: '2026-11-18' });

    expect(result.error).toMatchObject({
      status: 400,
      data: { error: 'holiday', fields: { date: expect.any(String) } },
    });
  });

  it('refuses a seance overlapping one of the same class, classroom or professor (400 naming which)', async () => {
    const store = createTestStore({ as: 'ecole' });
    const { id } = must((await save(store, weekly)).data, 'the added seance');

    const sameClass = await save(store, {
      ...weekly,
      date: '2026-12-01',
      start_time: '17:00',
      end_time: '18:00',
      professor_id: 8,
    });
    const sameProfessor = await save(store, {
      ...weekly,
      class_id: CLASS_1AC_A + 1,
      start_time: '17:00',
      end_time: '18:00',
    });

    expect(sameClass.error).toMatchObject({ status: 400, data: { error: 'seance_conflict', conflict: 'class' } });
    expect(sameProfessor.error).toMatchObject({
      status: 400,
      data: { error: 'seance_conflict', conflict: 'professor' },
    });
    const after = await save(store, { ...weekly, date: TUESDAY, start_time: '17:30', end_time: '18:30' });
    expect(after.error).toBeUndefined();
    expect(id).toEqual(expect.any(Number));
  });

  it('an edit may keep an overlap the timetable already had, not make a new one', async () => {
    const store = createTestStore({ as: 'ecole' });
    const first = must((await save(store, weekly)).data, 'first');
    const second = must((await save(store, { ...weekly, start_time: '17:30', end_time: '18:30' })).data, 'second');

    const moved = await save(store, {
      ...weekly,
      action: 'edit',
      id: second.id,
      start_time: '17:00',
      end_time: '18:00',
      update_scope: 'all_dates',
    });

    expect(moved.error).toMatchObject({ status: 400, data: { error: 'seance_conflict', conflict: 'class' } });
    expect(first.id).not.toBe(second.id);
  });

  it('all dates reaches every part of a seance split by "this date and all following", dates changed alone included', async () => {
    const store = createTestStore({ as: 'ecole' });
    const { id } = must((await save(store, weekly)).data, 'the added seance');
    const edit = { ...weekly, action: 'edit' as const, id };
    await save(store, { ...edit, date: '2026-12-01', end_time: '18:00', update_scope: 'only_this_date' });
    const split = must(
      (
        await save(store, {
          ...edit,
          date: '2026-12-08',
          start_time: '17:00',
          end_time: '18:00',
          update_scope: 'this_and_following',
        })
      ).data,
      'the split',
    );

    await save(store, {
      ...edit,
      id: split.id,
      date: '2026-12-15',
      start_time: '16:45',
      end_time: '17:45',
      update_scope: 'all_dates',
    });

    for (const date of [TUESDAY, '2026-12-01', '2026-12-08', '2026-12-15']) {
      const day = await store
        .dispatch(
          scheduleApi.endpoints.getSeancesByDay.initiate({ date, class_id: CLASS_1AC_A }, { forceRefetch: true }),
        )
        .unwrap();
      expect(day.seances.filter((s) => s.start_time === '16:45' && s.end_time === '17:45')).toHaveLength(1);
    }
  });

  it("a student reads their own class's week; without a register row, a 404 says so", async () => {
    const week = await createTestStore({ as: 'eleve' })
      .dispatch(scheduleApi.endpoints.getScheduleByDay.initiate({ date: TUESDAY, professor_id: 7 }))
      .unwrap();
    expect(week.days).toHaveLength(6);
    const seances = week.days.flatMap((d) => d.seances);
    expect(seances.length).toBeGreaterThan(0);
    expect(new Set(seances.map((s) => s.class_name))).toEqual(new Set([seances[0].class_name]));
    expect(seances.some((s) => s.professor_id !== 7)).toBe(true);
    const holidays = await createTestStore({ as: 'eleve' })
      .dispatch(calendarApi.endpoints.getHolidays.initiate())
      .unwrap();
    expect(holidays).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Fête de l’Indépendance' })]));

    unlinkStudentAccount(demoAccount('eleve').id);
    const unlinked = await createTestStore({ as: 'eleve' }).dispatch(
      scheduleApi.endpoints.getScheduleByDay.initiate({ date: TUESDAY }),
    );
    expect(unlinked.error).toMatchObject({ status: 404, data: { error: 'student_not_linked' } });
  });

  it('lists the professors and subjects to the school, not to a student or a parent (403)', async () => {
    const professors = await createTestStore({ as: 'ecole' })
      .dispatch(scheduleApi.endpoints.getSchoolProfessors.initiate())
      .unwrap();
    expect(professors).toEqual(expect.arrayContaining([expect.objectContaining({ id: 7, name: expect.any(String) })]));

    for (const as of ['eleve', 'parent']) {
      const refused = await createTestStore({ as }).dispatch(setupApi.endpoints.getSchoolSubjects.initiate());
      expect(refused.error).toMatchObject({ status: 403 });
    }
  });
});

describe('the roll call (assumed contract): POST /schools_absence_handler', () => {
  /** A seance of the demo professor in class 1AC-A in the seed week, and the class's students. */
  async function profSeance() {
    const store = createTestStore({ as: 'prof' });
    const week = await store.dispatch(scheduleApi.endpoints.getScheduleByDay.initiate({ date: '2026-11-02' })).unwrap();
    const seance = must(
      week.days.flatMap((d) => d.seances).find((s) => s.class_id === CLASS_1AC_A && !s.cancelled),
      "a seance of the professor's in 1AC-A",
    );
    const students = await store
      .dispatch(studentsApi.endpoints.getProfessorStudents.initiate({ class_id: CLASS_1AC_A }))
      .unwrap();
    return { store, seance, students };
  }

  it("stores the professor's marks (present ones too), reads them back by seance and date, replaces them, and the parent sees the absence", async () => {
    const { store, seance, students } = await profSeance();
    const adam = must(
      students.find((st) => st.first_name === 'Adam'),
      'Adam',
    );
    const late = must(students.find((st) => st.id !== adam.id));
    const marks = students.map((st) => ({
      student_id: st.id,
      status: st.id === adam.id ? ('absent' as const) : st.id === late.id ? ('late' as const) : ('present' as const),
      minutes_late: st.id === late.id ? 10 : null,
    }));

    const saved = await store
      .dispatch(studentsApi.endpoints.saveRollCall.initiate({ seance_id: seance.id, date: seance.date, marks }))
      .unwrap();
    const read = await store
      .dispatch(studentsApi.endpoints.getAbsences.initiate({ seance_id: seance.id, date: seance.date }))
      .unwrap();

    expect(saved).toMatchObject({ success: true, saved: students.length, recorded_at: expect.any(String) });
    expect(read).toHaveLength(students.length);
    expect(read.find((a) => a.student_id === late.id)).toMatchObject({ status: 'late', minutes_late: 10 });
    expect(read.find((a) => a.student_id === adam.id)).toMatchObject({
      status: 'absent',
      justified: false,
      subject_name: seance.subject_name,
      start_time: seance.start_time,
    });
    const parent = await createTestStore({ as: 'parent' })
      .dispatch(studentsApi.endpoints.getAbsences.initiate({ child_id: demoAccount('eleve').id }))
      .unwrap();
    expect(parent.some((a) => a.seance_id === seance.id && a.date === seance.date && a.status === 'absent')).toBe(true);

    // Saving again replaces the occurrence's marks.
    await store
      .dispatch(
        studentsApi.endpoints.saveRollCall.initiate({
          seance_id: seance.id,
          date: seance.date,
          marks: [{ student_id: adam.id, status: 'present' }],
        }),
      )
      .unwrap();
    const again = await store
      .dispatch(
        studentsApi.endpoints.getAbsences.initiate({ seance_id: seance.id, date: seance.date }, { forceRefetch: true }),
      )
      .unwrap();
    expect(again.map((a) => [a.student_id, a.status])).toEqual([[adam.id, 'present']]);
  });

  it('an administrator of the school may take it; another professor may not (403)', async () => {
    const { seance, students } = await profSeance();
    const body = {
      seance_id: seance.id,
      date: seance.date,
      marks: [{ student_id: students[0].id, status: 'absent' as const }],
    };
    const other = must(
      getDb().users.find((u) => u.account_type === 'professor' && u.school_id === 1 && u.id !== demoAccount('prof').id),
    );

    const admin = await createTestStore({ as: 'ecole' }).dispatch(studentsApi.endpoints.saveRollCall.initiate(body));
    const refused = await createTestStore({ token: issueToken(other.id) }).dispatch(
      studentsApi.endpoints.saveRollCall.initiate(body),
    );

    expect(admin.data).toMatchObject({ success: true, saved: 1 });
    expect(refused.error).toMatchObject({ kind: 'http', status: 403 });
  });

  it('refuses a date the seance does not occur on and a delay without minutes (400)', async () => {
    const { store, seance, students } = await profSeance();
    const student_id = students[0].id;

    const wrongDay = await store.dispatch(
      studentsApi.endpoints.saveRollCall.initiate({
        seance_id: seance.id,
        date: '2026-11-08',
        marks: [{ student_id, status: 'absent' }],
      }),
    );
    const noMinutes = await store.dispatch(
      studentsApi.endpoints.saveRollCall.initiate({
        seance_id: seance.id,
        date: seance.date,
        marks: [{ student_id, status: 'late' }],
      }),
    );

    expect(wrongDay.error).toMatchObject({ kind: 'http', status: 400 });
    expect(noMinutes.error).toMatchObject({ kind: 'http', status: 400 });
  });
});

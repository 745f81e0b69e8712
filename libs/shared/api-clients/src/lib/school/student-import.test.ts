import { getDb, server } from '@kk/api-mocks/node';
import { http, HttpResponse } from 'msw';
import { captureRequests, onlyRequest } from '../../testing/capture';
import { createTestStore } from '../../testing/test-store';
import { studentsApi } from './students.api';

const CLASS_1AC_A = 5;
const HEADER = 'code_massar;last_name;first_name;birthday;gender';
const csv = (...lines: string[]) => new File([[HEADER, ...lines].join('\n')], 'classe.csv', { type: 'text/csv' });
/** A Massar code of the demo school's register. */
const takenCode = () => getDb().school.students[0]?.massar_code ?? '';

describe('previewStudentImport (assumed contract: call 81 with purpose=students)', () => {
  it('sends the file with purpose=students and answers its rows and refused cells, storing no student', async () => {
    // Arrange
    const store = createTestStore({ as: 'ecole' });
    const requests = captureRequests();
    const before = getDb().school.students.length;

    // Act
    const preview = await store
      .dispatch(
        studentsApi.endpoints.previewStudentImport.initiate({
          file: csv('N200000011;Alaoui;Sara;2014-03-12;F', `${takenCode()};Tazi;Amine;2014-01-01;M`, 'N2;;Omar;x;M'),
        }),
      )
      .unwrap();

    // Assert
    const request = await onlyRequest(requests);
    expect([request.path, request.form?.get('purpose')]).toEqual(['/api/school_file_upload', 'students']);
    expect(preview.rows).toEqual([expect.objectContaining({ row: 2, massar_code: 'N200000011', gender: 'F' })]);
    expect(preview.errors).toEqual([
      { row: 3, field: 'code_massar', message: 'Code Massar already exist' },
      { row: 4, field: 'code_massar', message: 'This Code Massar is invalid' },
      { row: 4, field: 'last_name', message: 'Required' },
      { row: 4, field: 'birthday', message: 'Invalid date' },
    ]);
    expect(getDb().school.students).toHaveLength(before);
  });

  it('is for the school administrator only: a professor gets a 403', async () => {
    const store = createTestStore({ as: 'prof' });

    const result = await store.dispatch(
      studentsApi.endpoints.previewStudentImport.initiate({ file: csv('N200000012;Alaoui;Sara;2014-03-12;F') }),
    );

    expect(result.error).toMatchObject({ kind: 'http', status: 403 });
  });

  it('reads the file itself when the backend only stores it ({ url, name })', async () => {
    server.use(
      http.post('http://localhost/api/school_file_upload', () =>
        HttpResponse.json({ url: '/media/classe.csv', name: 'classe.csv' }, { status: 201 }),
      ),
    );
    const store = createTestStore({ as: 'ecole' });

    const preview = await store
      .dispatch(
        studentsApi.endpoints.previewStudentImport.initiate({
          file: csv('N200000013;Alaoui;Sara;2014-03-12;F', ';;;;'),
        }),
      )
      .unwrap();

    expect(preview.rows).toEqual([expect.objectContaining({ massar_code: 'N200000013' })]);
    expect(preview.errors.map((e) => e.field)).toEqual([
      'code_massar',
      'last_name',
      'first_name',
      'birthday',
      'gender',
    ]);
  });

  it('then storeStudents (95) adds the valid rows to the class, seen with their linked-account flag', async () => {
    const store = createTestStore({ as: 'ecole' });
    const { rows } = await store
      .dispatch(
        studentsApi.endpoints.previewStudentImport.initiate({ file: csv('N200000014;Alaoui;Sara;2014-03-12;F') }),
      )
      .unwrap();

    const stored = await store
      .dispatch(
        studentsApi.endpoints.storeStudents.initiate({
          students: rows.map(({ row: _row, ...student }) => ({ ...student, class_id: CLASS_1AC_A })),
        }),
      )
      .unwrap();
    const list = await store
      .dispatch(studentsApi.endpoints.getSchoolStudents.initiate({ class_id: CLASS_1AC_A, search: 'N200000014' }))
      .unwrap();

    const byName = await store
      .dispatch(studentsApi.endpoints.getSchoolStudents.initiate({ class_id: CLASS_1AC_A, search: 'alaoui sara' }))
      .unwrap();

    expect(stored.created).toBe(1);
    expect(byName.map((s) => s.massar_code)).toContain('N200000014');
    expect(list).toEqual([expect.objectContaining({ first_name: 'Sara', class_name: '1AC-A', has_account: false })]);
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb, hostPath, server } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useImportStudents } from './use-import-students';

const CLASS_1AC_A = 5;
const HEADER = 'code_massar;last_name;first_name;birthday;gender';
const csv = (lines: string[], name = 'classe.csv') =>
  new File([[HEADER, ...lines].join('\n')], name, { type: 'text/csv' });

const renderImport = () =>
  renderHook(() => useImportStudents(), {
    wrapper: hookWrapper({ user: demoSessionUser('ecole'), path: `/ecole/eleves/import?classe=${CLASS_1AC_A}` })
      .wrapper,
  });

describe('useImportStudents', () => {
  it('previews the file (nothing stored), then stores only the valid rows in the class', async () => {
    const { result } = renderImport();
    await waitFor(() => expect(result.current.classId).toBe(CLASS_1AC_A));
    const before = getDb().school.students.length;

    await act(async () => {
      await result.current.pick([csv(['N200000031;Alaoui;Sara;2014-03-12;F', 'N200000032;;Omar;2014-01-01;M'])]);
    });

    expect(result.current.preview).toMatchObject({
      fileName: 'classe.csv',
      rows: [{ massar_code: 'N200000031' }],
      errors: [{ row: 3, field: 'last_name', message: 'Required' }],
    });
    expect(getDb().school.students).toHaveLength(before);

    await act(async () => {
      await result.current.store();
    });

    expect(result.current.stored).toBe(1);
    expect(getDb().school.students.find((s) => s.massar_code === 'N200000031')).toMatchObject({
      class_id: CLASS_1AC_A,
      last_name: 'Alaoui',
    });
  });

  it('refuses a file that is not CSV, too large or empty, without sending it', async () => {
    const { result } = renderImport();
    await waitFor(() => expect(result.current.classId).toBe(CLASS_1AC_A));

    await act(async () => result.current.pick([new File(['x'], 'classe.xlsx', { type: 'application/vnd.ms-excel' })]));
    expect(result.current.fileError).toBe('learning-students:import.fileType');
    await act(async () =>
      result.current.pick([new File(['x'.repeat(1024 * 1024 + 1)], 'big.csv', { type: 'text/csv' })]),
    );
    expect(result.current.fileError).toBe('learning-students:import.fileSize');
    await act(async () => result.current.pick([new File([], 'vide.csv', { type: 'text/csv' })]));
    expect(result.current.fileError).toBe('learning-students:import.fileEmpty');
    expect(result.current.preview).toBeNull();
  });

  it('keeps the preview when storing fails, and says why', async () => {
    const { result } = renderImport();
    await waitFor(() => expect(result.current.classId).toBe(CLASS_1AC_A));
    await act(async () => {
      await result.current.pick([csv(['N200000033;Alaoui;Sara;2014-03-12;F'])]);
    });
    server.use(http.post(hostPath('api/students/store'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));

    await act(async () => {
      await result.current.store();
    });

    expect(result.current.storeError).toBe('learning-students:import.storeFailed');
    expect(result.current.preview?.rows).toHaveLength(1);
    expect(result.current.stored).toBeNull();
  });
});

import { importDate, parseStudentImport, STUDENT_IMPORT_SAMPLE } from './student-import';

const HEADER = 'code_massar;last_name;first_name;birthday;gender';

describe('parseStudentImport', () => {
  it('reads a ;-separated file with a BOM, both date forms, codes tidied', () => {
    const text = `\uFEFF${HEADER};parent_phone\r\nn200000001;Alaoui;Sara;2014-03-12;f;0612345678\r\nN2000 00002;Bennani;Youssef;05/09/2013;M;\r\n\r\n`;

    const preview = parseStudentImport(text);

    expect(preview.errors).toEqual([]);
    expect(preview.rows).toEqual([
      expect.objectContaining({
        row: 2,
        massar_code: 'N200000001',
        birthday: '2014-03-12',
        gender: 'F',
        parent_phone: '0612345678',
      }),
      expect.objectContaining({
        row: 3,
        massar_code: 'N200000002',
        birthday: '2013-09-05',
        gender: 'M',
        parent_name: '',
      }),
    ]);
  });

  it('reads a ,-separated file with quoted cells and columns in any order', () => {
    const text = 'first_name,last_name,gender,birthday,code_massar\n"Sara, Maria",El Idrissi,F,2014-01-02,N200000003\n';

    expect(parseStudentImport(text).rows).toEqual([
      expect.objectContaining({ first_name: 'Sara, Maria', last_name: 'El Idrissi', massar_code: 'N200000003' }),
    ]);
  });

  it('refuses each bad cell of a line, with the §8 messages for the Massar code', () => {
    const text = [
      HEADER,
      'N20000001;Alaoui;;2014-02-30;X',
      'N200000004;Tazi;Amine;2014-01-01;M',
      'N200000004;Tazi;Omar;2014-01-01;M',
      'G100000001;Idrissi;Lina;2014-01-01;F',
    ].join('\n');

    const preview = parseStudentImport(text, new Set(['G100000001']));

    expect(preview.rows.map((r) => r.row)).toEqual([3]);
    expect(preview.errors).toEqual([
      { row: 2, field: 'code_massar', message: 'This Code Massar is invalid' },
      { row: 2, field: 'first_name', message: 'Required' },
      { row: 2, field: 'birthday', message: 'Invalid date' },
      { row: 2, field: 'gender', message: 'Invalid gender' },
      { row: 4, field: 'code_massar', message: 'Code Massar already exist' },
      { row: 5, field: 'code_massar', message: 'Code Massar already exist' },
    ]);
  });

  it('says which required columns the header lacks, and when the file has no student', () => {
    expect(parseStudentImport('code_massar;nom;first_name;birthday;gender\n').errors).toEqual([
      { row: 0, field: 'last_name', message: 'Missing column' },
    ]);
    expect(parseStudentImport(`${HEADER}\n\n`).errors).toEqual([{ row: 0, field: 'file', message: 'No rows' }]);
  });

  it('ships a sample that reads without errors', () => {
    expect(parseStudentImport(STUDENT_IMPORT_SAMPLE)).toMatchObject({ errors: [], rows: [{}, {}] });
  });

  it('takes only days of the calendar', () => {
    expect([
      importDate('2014-02-28'),
      importDate('29/02/2016'),
      importDate('2014-02-29'),
      importDate('2014/02/01'),
    ]).toEqual(['2014-02-28', '2016-02-29', null, null]);
  });
});

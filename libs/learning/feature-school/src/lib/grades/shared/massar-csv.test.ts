import type { Control, Evaluation, Student } from '@kk/domain';
import { buildExportCsv, parseImportCsv, readCsv } from './massar-csv';

const student = (id: number, massar_code: string, last_name: string, first_name: string): Student => ({
  id,
  first_name,
  last_name,
  massar_code,
  birthday: '2014-01-01',
  gender: 'M',
  class_id: 1,
  class_name: '1AC-A',
  parent_name: '',
  parent_phone: '',
  image: '',
  has_account: false,
});
const control = (id: number, title: string, coefficient: number, date: string): Control => ({
  id,
  title,
  class_id: 1,
  subject_id: 1,
  subject_name: 'Mathématiques',
  date,
  duration_minutes: 60,
  coefficient,
  period: 1,
  competency_ids: [],
});
const evaluation = (control_id: number, student_id: number, grade: number | null): Evaluation => ({
  id: control_id * 10 + student_id,
  control_id,
  student_id,
  student_name: '',
  grade,
  comment: '',
});

const students = [student(1, 'D130012345', 'Alaoui', 'Adam'), student(2, 'G123456789', 'Benani', 'Rim; "la grande"')];

describe('the national export', () => {
  it('writes the Massar-like layout: BOM, ";", a comma for decimals, not graded empty, the weighted average', () => {
    const csv = buildExportCsv(
      students,
      [control(2, 'Contrôle 2', 2, '2026-11-10'), control(1, 'Contrôle 1', 1, '2026-10-10')],
      [evaluation(1, 1, 10), evaluation(2, 1, 16.5), evaluation(1, 2, null), evaluation(2, 2, 12)],
    );

    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'code_massar;nom;prenom;Contrôle 1 (1);Contrôle 2 (2);moyenne',
      'D130012345;Alaoui;Adam;10;16,5;14,33',
      'G123456789;Benani;"Rim; ""la grande""";;12;12',
      '',
    ]);
    expect(readCsv(csv)[2]).toEqual(['G123456789', 'Benani', 'Rim; "la grande"', '', '12', '12']);
  });

  it("reads back a control's column and checks each line: unknown code, grade out of 0–20", () => {
    const file = [
      'code_massar;nom;prenom;Contrôle 1 (1);Contrôle 2 (2);moyenne',
      'D130012345;Alaoui;Adam;9;14,5;',
      'X000000000;Inconnu;Élève;12;12;',
      'G123456789;Benani;Rim;11;21;',
    ].join('\n');

    const { lines, column } = parseImportCsv(file, { title: 'Contrôle 2', coefficient: 2 }, students);

    expect(column).toBe('Contrôle 2 (2)');
    expect(lines.map((l) => [l.line, l.massarCode, l.student?.id ?? null, l.error])).toEqual([
      [2, 'D130012345', 1, null],
      [3, 'X000000000', null, 'unknownCode'],
      [4, 'G123456789', 2, 'gradeRange'],
    ]);
    expect(lines[0]?.grade).toEqual({ kind: 'grade', value: 14.5 });
  });

  it('takes the first grade column when no column is titled like the control', () => {
    const { lines, column } = parseImportCsv(
      'code_massar,nom,prenom,note\nD130012345,Alaoui,Adam,13\n',
      { title: 'Autre', coefficient: 1 },
      students,
    );
    expect(column).toBe('note');
    expect(lines[0]).toMatchObject({ grade: { kind: 'grade', value: 13 }, error: null });
  });
});

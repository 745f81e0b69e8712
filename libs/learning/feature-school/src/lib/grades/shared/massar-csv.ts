import type { Control, Evaluation, Student } from '@kk/domain';
import { parseGradeInput, weightedAverage, type GradeInput } from './grade-math';

/**
 * The national export (spec §1, "export and import to a national school-management system"), in a
 * Massar-like layout (assumed; see the api-clients README, "Grades: the national export"):
 * `code_massar;nom;prenom;<one column per control: "title (coefficient)">;moyenne`, `;`-separated,
 * decimals with a comma, UTF-8 with a byte-order mark so that spreadsheets read the accents,
 * CRLF line ends, a value with `;`, `"` or a line break quoted.
 */

/** The byte-order mark that starts the file. */
export const BOM = '\uFEFF';
/** The column separator. */
export const SEPARATOR = ';';

const decimal = (n: number) => String(n).replace('.', ',');

function cell(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A control's column title: "Contrôle 1 (2)". */
export function controlHeader(control: Pick<Control, 'title' | 'coefficient'>): string {
  return `${control.title} (${decimal(control.coefficient)})`;
}

/**
 * The export of a class's grades: one line per student (by name as given), one column per control
 * (by date), an empty cell for not graded, and the average weighted by the controls' coefficients.
 */
export function buildExportCsv(
  students: readonly Student[],
  controls: readonly Control[],
  evaluations: readonly Evaluation[],
): string {
  const ordered = [...controls].sort((a, b) => a.date.localeCompare(b.date));
  const grade = new Map(evaluations.map((e) => [`${e.control_id}:${e.student_id}`, e.grade]));
  const header = ['code_massar', 'nom', 'prenom', ...ordered.map(controlHeader), 'moyenne'];
  const lines = students.map((s) => {
    const grades = ordered.map((c) => grade.get(`${c.id}:${s.id}`) ?? null);
    const average = weightedAverage(grades.map((g, i) => ({ value: g, weight: ordered[i]?.coefficient ?? 1 })));
    return [
      s.massar_code,
      s.last_name,
      s.first_name,
      ...grades.map((g) => (g === null ? '' : decimal(g))),
      average === null ? '' : decimal(average),
    ];
  });
  return BOM + [header, ...lines].map((line) => line.map(cell).join(SEPARATOR)).join('\r\n') + '\r\n';
}

/** Splits CSV text in lines of cells (`;` or `,` separated, quotes honoured, BOM dropped). */
export function readCsv(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const separator = firstLine.includes(';') ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let value = '';
  let quoted = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        value += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else value += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === separator) {
      row.push(value);
      value = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      row.push(value);
      rows.push(row);
      row = [];
      value = '';
    } else value += ch;
  }
  if (value !== '' || row.length > 0) rows.push([...row, value]);
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

/** One line of an imported file, checked. */
export interface ImportLine {
  /** Line number in the file (the header is 1). */
  line: number;
  /** The Massar code as written. */
  massarCode: string;
  /** The student it names, or null (unknown code). */
  student: Student | null;
  /** The grade read. */
  grade: GradeInput;
  /** Why the line cannot be used, or null. */
  error: 'unknownCode' | 'gradeRange' | 'notANumber' | null;
}

/**
 * Reads a file of the export's layout for one control: the column titled like the control
 * ({@link controlHeader}, or its title alone), else the first grade column (the fourth). Each line
 * is checked: a Massar code of the class, a grade 0–20 or empty.
 */
export function parseImportCsv(
  text: string,
  control: Pick<Control, 'title' | 'coefficient'>,
  students: readonly Student[],
): { lines: ImportLine[]; column: string | null } {
  const [header, ...rows] = readCsv(text);
  if (!header) return { lines: [], column: null };
  const titles = header.map((h) => h.trim().toLowerCase());
  const wanted = [controlHeader(control).toLowerCase(), control.title.trim().toLowerCase()];
  const found = titles.findIndex((h) => wanted.includes(h));
  const index = found >= 0 ? found : 3;
  const codeIndex = Math.max(0, titles.indexOf('code_massar'));
  const byCode = new Map(students.map((s) => [s.massar_code.toUpperCase(), s]));
  const lines = rows.map((cells, i) => {
    const massarCode = (cells[codeIndex] ?? '').trim();
    const student = byCode.get(massarCode.toUpperCase()) ?? null;
    const grade = parseGradeInput(cells[index] ?? '');
    const error: ImportLine['error'] = !student
      ? 'unknownCode'
      : grade.kind === 'invalid'
        ? grade.reason === 'out-of-range'
          ? 'gradeRange'
          : 'notANumber'
        : null;
    return { line: i + 2, massarCode, student, grade, error };
  });
  return { lines, column: header[index] ?? null };
}

import * as z from 'zod/mini';
import { MASSAR_CODE_PATTERN } from '../learning/account';
import { GENDERS, type Gender } from '../learning/child';
import { schoolFileUploadResponseSchema } from './school-admin';

/**
 * The import of a class list from a CSV file (issue 16, assumed contract: see the api-clients
 * README, "Assumed contract: school management", "Students"). The file is UTF-8, `;` or `,`
 * separated, with a header row naming the columns below (in any order; other columns are ignored).
 * The fake backend reads it when the school file upload (call 81) is sent with `purpose=students`,
 * and a client whose backend only stores the file reads it with the same function.
 */

/** The columns of an import file; the first five are required. */
export const STUDENT_IMPORT_COLUMNS = [
  'code_massar',
  'last_name',
  'first_name',
  'birthday',
  'gender',
  'parent_name',
  'parent_phone',
] as const;
/** A column of an import file. */
export type StudentImportColumn = (typeof STUDENT_IMPORT_COLUMNS)[number];

const REQUIRED_COLUMNS: readonly StudentImportColumn[] = STUDENT_IMPORT_COLUMNS.slice(0, 5);

/** Largest import file accepted (the page checks it before sending). */
export const STUDENT_IMPORT_MAX_BYTES = 1024 * 1024;

/** Why a cell of an import file is refused: the §8 dictionary's Massar messages, or a code. */
export const STUDENT_IMPORT_MESSAGES = {
  required: 'Required',
  massarInvalid: 'This Code Massar is invalid',
  massarTaken: 'Code Massar already exist',
  badDate: 'Invalid date',
  badGender: 'Invalid gender',
  missingColumn: 'Missing column',
  noRows: 'No rows',
} as const;

/** One student read from the file, ready to store; `row` is its line in the file (the header is line 1). */
export const studentImportPreviewRowSchema = z.object({
  row: z.number(),
  massar_code: z.string(),
  last_name: z.string(),
  first_name: z.string(),
  /** ISO date. */
  birthday: z.string(),
  gender: z.enum(GENDERS),
  parent_name: z._default(z.string(), ''),
  parent_phone: z._default(z.string(), ''),
});
/** One valid row of an import file. */
export type StudentImportPreviewRow = z.output<typeof studentImportPreviewRowSchema>;

/** One refused cell: its line (0: the file as a whole, e.g. a missing column), column and reason. */
export const studentImportErrorSchema = z.object({ row: z.number(), field: z.string(), message: z.string() });
/** One refused cell of an import file. */
export type StudentImportError = z.output<typeof studentImportErrorSchema>;

/** What an import file holds: the rows that can be stored, and the refused cells of the others. */
export interface StudentImportPreview {
  /** The valid rows, in file order. */
  rows: StudentImportPreviewRow[];
  /** The refusals, in file order (a refused line has one or more, and is not in `rows`). */
  errors: StudentImportError[];
}

/**
 * Answer of POST /api/school_file_upload (call 81) sent with `purpose=students`: the stored file
 * (`url`, `name`) and, when the backend reads it, the preview. A backend that only stores the file
 * answers no `rows`: the client then reads the file itself ({@link parseStudentImport}).
 */
export const studentImportUploadResponseSchema = z.extend(schoolFileUploadResponseSchema, {
  rows: z.optional(z.array(studentImportPreviewRowSchema)),
  errors: z._default(z.array(studentImportErrorSchema), []),
});
/** Answer of the import upload. */
export type StudentImportUploadResponse = z.output<typeof studentImportUploadResponseSchema>;

/** The cells of one CSV line (RFC 4180 quotes: `"a;b"`, `""` for a quote). */
function splitLine(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

/** A `YYYY-MM-DD` or `DD/MM/YYYY` day of the calendar as ISO, or null. */
export function importDate(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) ?? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = value.includes('/') ? [match[3], match[2], match[1]] : [match[1], match[2], match[3]];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const iso = `${year}-${month}-${day}`;
  return date.toISOString().slice(0, 10) === iso ? iso : null;
}

/**
 * Reads an import file's text: header row, then one student a line (blank lines skipped). A line
 * is refused, cell by cell, for a missing name, a Massar code that is not a letter and 9 digits or
 * that is already taken (in `takenCodes`, or by an earlier line of the file), a date that is not a
 * day of the calendar, a gender other than M or F. Codes are read without spaces, in capitals.
 */
export function parseStudentImport(text: string, takenCodes: ReadonlySet<string> = new Set()): StudentImportPreview {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const header = lines[0] ?? '';
  const separator = (header.match(/;/g)?.length ?? 0) >= (header.match(/,/g)?.length ?? 0) ? ';' : ',';
  const names = splitLine(header, separator).map((name) => name.toLowerCase().replace(/\s+/g, '_'));
  const missing = REQUIRED_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) {
    return {
      rows: [],
      errors: missing.map((field) => ({ row: 0, field, message: STUDENT_IMPORT_MESSAGES.missingColumn })),
    };
  }
  const rows: StudentImportPreviewRow[] = [];
  const errors: StudentImportError[] = [];
  const seen = new Set(takenCodes);
  lines.slice(1).forEach((line, index) => {
    if (line.trim() === '') return;
    const row = index + 2;
    const cells = splitLine(line, separator);
    const cell = (column: StudentImportColumn) => cells[names.indexOf(column)] ?? '';
    const lineErrors: StudentImportError[] = [];
    const refuse = (field: StudentImportColumn, message: string) => lineErrors.push({ row, field, message });

    const code = cell('code_massar').replace(/\s/g, '').toUpperCase();
    if (!code) refuse('code_massar', STUDENT_IMPORT_MESSAGES.required);
    else if (!MASSAR_CODE_PATTERN.test(code)) refuse('code_massar', STUDENT_IMPORT_MESSAGES.massarInvalid);
    else if (seen.has(code)) refuse('code_massar', STUDENT_IMPORT_MESSAGES.massarTaken);
    for (const field of ['last_name', 'first_name'] as const) {
      if (!cell(field)) refuse(field, STUDENT_IMPORT_MESSAGES.required);
    }
    const birthday = importDate(cell('birthday'));
    if (!cell('birthday')) refuse('birthday', STUDENT_IMPORT_MESSAGES.required);
    else if (!birthday) refuse('birthday', STUDENT_IMPORT_MESSAGES.badDate);
    const gender = cell('gender').toUpperCase();
    if (!GENDERS.includes(gender as Gender)) refuse('gender', STUDENT_IMPORT_MESSAGES.badGender);

    if (code) seen.add(code);
    if (lineErrors.length > 0) {
      errors.push(...lineErrors);
      return;
    }
    rows.push({
      row,
      massar_code: code,
      last_name: cell('last_name'),
      first_name: cell('first_name'),
      birthday: birthday ?? '',
      gender: gender as Gender,
      parent_name: cell('parent_name'),
      parent_phone: cell('parent_phone'),
    });
  });
  if (rows.length === 0 && errors.length === 0)
    errors.push({ row: 0, field: 'file', message: STUDENT_IMPORT_MESSAGES.noRows });
  return { rows, errors };
}

/** A sample import file (header and two students), offered for download on the import page. */
export const STUDENT_IMPORT_SAMPLE = [
  STUDENT_IMPORT_COLUMNS.join(';'),
  'N200000101;Alaoui;Sara;2014-03-12;F;Karim Alaoui;0612345678',
  'N200000102;Bennani;Youssef;05/09/2013;M;Nadia Bennani;0661234567',
  '',
].join('\r\n');

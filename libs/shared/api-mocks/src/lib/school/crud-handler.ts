import { HttpResponse } from 'msw';
import { notFound, requireUser } from '../core/auth';
import { getDb, nextId } from '../core/db';
import { backend, hostPath, readJson, type Payload } from '../core/http';
import type { FakeUser } from '../core/users';
import { requireSchool, type SchoolRole } from './rows';
import type { SchoolRow } from './state';

/** What an add/edit/delete payload of a school handler looks like once validated. */
type SavePayload = { action: 'add' | 'edit' | 'delete'; id?: number };

/** The row fields of an add payload (every key but `action`). */
export type AddFields<P> = Omit<Extract<P, { action: 'add' }>, 'action'>;

/** How one school handler stores its rows. */
export interface CrudHandlerOptions<P extends SavePayload, Row extends { id: number }> {
  /** Path relative to the host, e.g. `schools_holiday_handler`. */
  path: string;
  /** Validates the body (`validate(Schema, body)`), throwing a 400 on bad input. */
  parse: (body: Payload) => P;
  /** Who may write: administrators, professors or both. */
  roles: readonly SchoolRole[];
  /** The rows of the store this handler writes. */
  rows: () => Row[];
  /** True when a row belongs to the school (default: its `school_id`). */
  belongs?: (row: Row, school: SchoolRow) => boolean;
  /** The row an add creates (without its id). */
  create: (fields: AddFields<P>, school: SchoolRow, user: FakeUser) => Omit<Row, 'id'>;
  /**
   * Checks against other rows (a class of this school, a unique code, ...): a Response to answer
   * early, else nothing. `editedId` is the row being edited (undefined on add).
   */
  check?: (fields: AddFields<P>, school: SchoolRow, editedId?: number) => Response | undefined;
  /** Extra work after a delete (e.g. the lessons of a deleted chapter). */
  afterDelete?: (row: Row) => void;
}

function belongsBySchoolId(row: { id: number }, school: SchoolRow): boolean {
  return (row as { school_id?: number }).school_id === school.id;
}

/**
 * A POST handler doing add/edit/delete on one kind of row of the signed-in user's school, answering
 * `{ success: true, id }` (201 on add). Edit and delete of a row of another school answer 404.
 */
export function crudHandler<P extends SavePayload, Row extends { id: number }>(options: CrudHandlerOptions<P, Row>) {
  const belongs = options.belongs ?? belongsBySchoolId;
  return backend.post(hostPath(options.path), async ({ request }) => {
    const user = requireUser(request, 'bearer');
    const school = requireSchool(user, options.roles);
    const payload = options.parse(await readJson(request));
    const rows = options.rows();
    // Every variant but delete carries the row's fields: drop the envelope keys to get them.
    const { action: _action, id: _id, ...rest } = payload;
    const fields = rest as unknown as AddFields<P>;

    if (payload.action === 'add') {
      const early = options.check?.(fields, school);
      if (early) return early;
      const id = nextId(`school:${options.path}`, rows);
      rows.push({ ...options.create(fields, school, user), id } as Row);
      return HttpResponse.json({ success: true, id }, { status: 201 });
    }
    const row = rows.find((r) => r.id === payload.id && belongs(r, school));
    if (!row) return notFound();
    if (payload.action === 'edit') {
      const early = options.check?.(fields, school, row.id);
      if (early) return early;
      Object.assign(row, fields);
    } else {
      rows.splice(rows.indexOf(row), 1);
      options.afterDelete?.(row);
    }
    return HttpResponse.json({ success: true, id: row.id });
  });
}

/** The school store (shortcut for the handlers' `rows`). */
export function schoolState() {
  return getDb().school;
}

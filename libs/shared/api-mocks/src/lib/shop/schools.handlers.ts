import { activateSchoolPayloadSchema, refuseSchoolPayloadSchema, unlistedSchoolRequestSchema } from '@kk/domain';
import { HttpResponse } from 'msw';
import { badRequest, invalidField, notFound, optionalUser, requireAccountType, requireUser } from '../core/auth';
import { getDb, nextId } from '../core/db';
import { requiredId, shopPath, validate } from '../core/http';
import { matchesSearch, paginate } from '../core/paging';
import { actionRoutes, READ, WRITE } from './actions';
import { initialsLogo } from '../seed/images';
import { displayName } from '../core/users';
import { schoolBody } from './serializers';
import type { ShopSchool, ShopSchoolRequest } from './types';

/** Schools sorted by name (French collation), inactive ones left out. */
function listedSchools() {
  return getDb()
    .shop.schools.filter((s) => s.is_active)
    .sort((a, b) => a.name.localeCompare(b.name, 'fr') || a.id - b.id);
}

/**
 * Sorts `rows` by the `ordering` parameter (assumed contract: a field of `fields`, `-` first for the
 * other way); an absent or unknown one keeps the list's own order.
 */
function ordered<T>(rows: T[], ordering: unknown, fields: Record<string, (a: T, b: T) => number>): T[] {
  if (typeof ordering !== 'string') return rows;
  const descending = ordering.startsWith('-');
  const compare = fields[descending ? ordering.slice(1) : ordering];
  if (!compare) return rows;
  return [...rows].sort((a, b) => (descending ? -1 : 1) * compare(a, b));
}

const byName = (a: { name: string; id: number }, b: { name: string; id: number }) =>
  a.name.localeCompare(b.name, 'fr', { sensitivity: 'base' }) || a.id - b.id;

/** A request as the admin reviews it: who asked (name, e-mail, phone) and the level's name. */
function schoolRequestBody(row: ShopSchoolRequest) {
  const { shop, users } = getDb();
  const user = users.find((u) => u.id === row.user_id);
  const levelId = typeof row.level === 'number' ? row.level : Number(row.level);
  const level = shop.levels.find((l) => l.level_id === levelId);
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    level: row.level,
    level_name: level?.name ?? (typeof row.level === 'string' ? row.level : null),
    file_url: row.file_url,
    date_created: row.date_created,
    user: user ? { id: user.id, name: displayName(user), email: user.email, phone_number: user.phone_number } : null,
  };
}

/** The pending request of that id, or throws a 404 (unknown, or already activated or refused). */
function pendingRequest(id: number): ShopSchoolRequest {
  const row = getDb().shop.schoolRequests.find((r) => r.id === id);
  if (!row) throw notFound('School request not found.');
  if (row.status !== 'pending') throw badRequest({ error: 'already_reviewed', status: row.status });
  return row;
}

/**
 * Schools: `schools_list_api` (get_schools, public, paged, accent-insensitive search on the name
 * and the city) and `schools_api` (get_school_info, public read; create_inactive, signed in).
 */
export const schoolsHandlers = [
  ...actionRoutes(shopPath('schools_list_api'), ['GET'], {
    get_schools: {
      methods: READ,
      run: ({ payload }) => {
        const found = ordered(
          listedSchools().filter((s) => matchesSearch(payload['name'], s.name, s.city)),
          payload['ordering'],
          { name: byName, city: (a, b) => a.city.localeCompare(b.city, 'fr', { sensitivity: 'base' }) || byName(a, b) },
        );
        return HttpResponse.json(paginate(found.map(schoolBody), payload, 'schools'));
      },
    },
  }),
  ...actionRoutes(shopPath('schools_api'), ['GET', 'POST'], {
    get_school_info: {
      methods: READ,
      run: ({ request, payload }) => {
        // The school page is public (§6): a visitor has no token; a bad token is still a 401.
        optionalUser(request, 'token');
        const id = requiredId(payload, 'school_id');
        const school = getDb().shop.schools.find((s) => s.id === id);
        if (!school) return notFound('School not found.');
        return HttpResponse.json({ school: schoolBody(school) });
      },
    },
    create_inactive: {
      methods: WRITE,
      run: ({ request, payload }) => {
        const user = requireUser(request, 'token');
        const body = validate(unlistedSchoolRequestSchema, payload);
        const requests = getDb().shop.schoolRequests;
        const row = {
          id: nextId('shop.schoolRequests', requests),
          user_id: user.id,
          name: body.name.trim(),
          city: body.city?.trim() ?? '',
          level: body.level ?? null,
          file_url: body.file_url,
          date_created: new Date().toISOString(),
          status: 'pending' as const,
        };
        requests.push(row);
        return HttpResponse.json({ success: true, school_request: { id: row.id, name: row.name, city: row.city } });
      },
    },
    // Assumed contract (api-clients README, "the admin area"): the admin reviews the requests.
    get_inactive_schools: {
      methods: READ,
      run: ({ request, payload }) => {
        requireAccountType(requireUser(request, 'token'), 'ad');
        const pending = ordered(
          getDb()
            .shop.schoolRequests.filter((r) => r.status === 'pending')
            .filter((r) => matchesSearch(payload['name'], r.name, r.city))
            .sort((a, b) => b.date_created.localeCompare(a.date_created) || b.id - a.id),
          payload['ordering'],
          { name: byName, date_created: (a, b) => a.date_created.localeCompare(b.date_created) || a.id - b.id },
        );
        return HttpResponse.json(paginate(pending.map(schoolRequestBody), payload, 'school_requests'));
      },
    },
    activate_school: {
      methods: WRITE,
      run: ({ request, payload }) => {
        requireAccountType(requireUser(request, 'token'), 'ad');
        const body = validate(activateSchoolPayloadSchema, payload);
        const row = pendingRequest(body.id);
        const { shop } = getDb();
        const unknown = body.levels.find((id) => !shop.levels.some((l) => l.level_id === id));
        if (unknown !== undefined) return invalidField('levels', `Unknown level ${unknown}`);
        const levels = [...new Set(body.levels)].sort((a, b) => a - b);
        const groups = [
          ...new Set(levels.map((id) => shop.levels.find((l) => l.level_id === id)?.group_id ?? 0)),
        ].filter(Boolean);
        const school: ShopSchool = {
          id: nextId('shop.schools', shop.schools),
          name: body.name.trim(),
          address: body.address?.trim() ?? '',
          city: body.city.trim(),
          cp: '',
          phone_number: body.phone_number?.trim() ?? '',
          logo_url: initialsLogo(body.name.trim()),
          level_groups: groups,
          levels,
          is_active: true,
        };
        shop.schools.push(school);
        row.status = 'activated';
        row.school_id = school.id;
        return HttpResponse.json({ success: true, school: schoolBody(school) });
      },
    },
    refuse_school: {
      methods: WRITE,
      run: ({ request, payload }) => {
        requireAccountType(requireUser(request, 'token'), 'ad');
        const body = validate(refuseSchoolPayloadSchema, payload);
        const row = pendingRequest(body.id);
        row.status = 'refused';
        row.refusal_reason = body.reason.trim();
        return HttpResponse.json({ success: true, school_request: { id: row.id } });
      },
    },
  }),
];

import { unlistedSchoolRequestSchema } from '@kk/domain';
import { HttpResponse } from 'msw';
import { notFound, optionalUser, requireUser } from '../core/auth';
import { getDb, nextId } from '../core/db';
import { requiredId, shopPath, validate } from '../core/http';
import { matchesSearch, paginate } from '../core/paging';
import { actionRoutes, READ, WRITE } from './actions';
import { schoolBody } from './serializers';

/** Schools sorted by name (French collation), inactive ones left out. */
function listedSchools() {
  return getDb()
    .shop.schools.filter((s) => s.is_active)
    .sort((a, b) => a.name.localeCompare(b.name, 'fr') || a.id - b.id);
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
        const found = listedSchools().filter((s) => matchesSearch(payload['name'], s.name, s.city));
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
        };
        requests.push(row);
        return HttpResponse.json({ success: true, school_request: { id: row.id, name: row.name, city: row.city } });
      },
    },
  }),
];

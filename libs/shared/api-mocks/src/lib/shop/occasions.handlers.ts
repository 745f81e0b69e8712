import {
  createOccasionPayloadSchema,
  OCCASION_STATUSES,
  publishOccasionPayloadSchema,
  refuseOccasionPayloadSchema,
} from '@kk/domain';
import { HttpResponse } from 'msw';
import { badRequest, invalidField, notFound, requireAccountType, requireUser } from '../core/auth';
import { getDb, nextId } from '../core/db';
import { intParam, requiredId, shopPath, validate } from '../core/http';
import { matchesSearch, paginate } from '../core/paging';
import { actionRoutes, READ, WRITE } from './actions';
import { occasionBody } from './serializers';
import type { ShopOccasion } from './types';

/** Status label of a listing on sale. */
export const OCCASION_ACTIVE = OCCASION_STATUSES.active;
/** Status label of a new listing waiting for an admin (moderation, assumed contract). */
export const OCCASION_PENDING = OCCASION_STATUSES.pending;
/** Status label of a listing an admin refused (with a reason). */
export const OCCASION_REFUSED = OCCASION_STATUSES.refused;

/** The statuses the admin list filters by; anything else reads as pending. */
const MODERATION_STATUSES: readonly string[] = [OCCASION_PENDING, OCCASION_ACTIVE, OCCASION_REFUSED];

/** The listing of that id, or a 404 thrown as the answer. */
function occasionOr404(id: number): ShopOccasion {
  const occasion = getDb().shop.occasions.find((o) => o.id === id);
  if (!occasion) throw notFound('Occasion not found.');
  return occasion;
}

function newestFirst(a: ShopOccasion, b: ShopOccasion) {
  return b.date_created.localeCompare(a.date_created) || b.id - a.id;
}

function priceOf(value: number | string): number | null {
  if (typeof value === 'number') return value;
  const n = Number(value.trim().replace(',', '.'));
  return value.trim() === '' || !Number.isFinite(n) ? null : n;
}

/**
 * Second-hand books: `occasions_api_client` (get_all_occasions, public, active listings only,
 * optional `category`; get_occasion, an addition for /occasion/{id} opened directly, a 404 for a
 * listing not on sale) and `occasions_api` (get_my_occasions and create_occasion,
 * signed in; moderation, admin only: get_occasions_admin, publish_occasion, refuse_occasion). A new
 * listing is `Pending` until an admin publishes it.
 */
export const occasionsHandlers = [
  ...actionRoutes(shopPath('occasions_api_client'), ['GET'], {
    get_all_occasions: {
      methods: READ,
      run: ({ payload }) => {
        const category = intParam(payload, 'category', 0);
        const found = getDb()
          .shop.occasions.filter((o) => o.status === OCCASION_ACTIVE)
          .filter((o) => !category || o.category === category)
          .filter((o) => matchesSearch(payload['name'], o.name, o.author))
          .sort(newestFirst);
        return HttpResponse.json(paginate(found.map(occasionBody), payload, 'occasions'));
      },
    },
    get_occasion: {
      methods: READ,
      run: ({ payload }) => {
        const id = requiredId(payload, 'occasion_id');
        const occasion = getDb().shop.occasions.find((o) => o.id === id);
        if (!occasion) return notFound('Occasion not found.');
        // A listing not on sale (waiting for review, refused) is not public: its seller reads it in
        // get_my_occasions, the admin in get_occasions_admin.
        if (occasion.status === OCCASION_PENDING || occasion.status === OCCASION_REFUSED) {
          return notFound('Occasion not found.');
        }
        return HttpResponse.json({ occasion: occasionBody(occasion) });
      },
    },
  }),
  ...actionRoutes(shopPath('occasions_api'), ['GET', 'POST'], {
    get_my_occasions: {
      methods: READ,
      run: ({ request, payload }) => {
        const user = requireUser(request, 'token');
        const found = getDb()
          .shop.occasions.filter((o) => o.user_id === user.id)
          .filter((o) => matchesSearch(payload['name'], o.name, o.author))
          .sort(newestFirst);
        return HttpResponse.json(paginate(found.map(occasionBody), payload, 'occasions'));
      },
    },
    create_occasion: {
      methods: WRITE,
      run: ({ request, payload }) => {
        const user = requireUser(request, 'token');
        const body = validate(createOccasionPayloadSchema, payload);
        const { shop } = getDb();
        if (body.subject !== null && !shop.subjects.some((s) => s.subject_id === body.subject)) {
          return invalidField('subject', 'Unknown subject');
        }
        if (body.level !== null && !shop.levels.some((l) => l.level_id === body.level)) {
          return invalidField('level', 'Unknown level');
        }
        const price = priceOf(body.price);
        if (price === null) return invalidField('price', 'Price required');
        const row: ShopOccasion = {
          id: nextId('shop.occasions', shop.occasions),
          user_id: user.id,
          name: body.name.trim(),
          author: body.author.trim(),
          editor: body.editor.trim(),
          condition: body.condition,
          category: body.category,
          description: body.description.trim(),
          subject_id: body.subject,
          level_id: body.level,
          edition_year: body.edition_year.trim(),
          price,
          original_price: priceOf(body.original_price),
          images: body.images_url,
          // Moderation: on sale once an admin publishes it.
          status: OCCASION_PENDING,
          refusal_reason: null,
          date_created: new Date().toISOString(),
        };
        shop.occasions.push(row);
        return HttpResponse.json({ occasion: occasionBody(row) });
      },
    },
    get_occasions_admin: {
      methods: READ,
      run: ({ request, payload }) => {
        requireAccountType(requireUser(request, 'token'), 'ad');
        const wanted = String(payload['status'] ?? OCCASION_PENDING);
        const status = MODERATION_STATUSES.includes(wanted) ? wanted : OCCASION_PENDING;
        const found = getDb()
          .shop.occasions.filter((o) => o.status === status)
          .filter((o) => matchesSearch(payload['name'], o.name, o.author))
          .sort(newestFirst);
        return HttpResponse.json(paginate(found.map(occasionBody), payload, 'occasions'));
      },
    },
    publish_occasion: {
      methods: WRITE,
      run: ({ request, payload }) => {
        requireAccountType(requireUser(request, 'token'), 'ad');
        const body = validate(publishOccasionPayloadSchema, payload);
        const occasion = occasionOr404(body.occasion_id);
        if (occasion.status !== OCCASION_PENDING && occasion.status !== OCCASION_REFUSED) {
          return badRequest({ error: 'not_in_review', status: occasion.status });
        }
        occasion.status = OCCASION_ACTIVE;
        occasion.refusal_reason = null;
        return HttpResponse.json({ success: true, occasion: occasionBody(occasion) });
      },
    },
    refuse_occasion: {
      methods: WRITE,
      run: ({ request, payload }) => {
        requireAccountType(requireUser(request, 'token'), 'ad');
        if (typeof payload['reason'] !== 'string' || payload['reason'].trim() === '') {
          return invalidField('reason', 'Reason required');
        }
        const body = validate(refuseOccasionPayloadSchema, payload);
        const occasion = occasionOr404(body.occasion_id);
        if (occasion.status !== OCCASION_PENDING && occasion.status !== OCCASION_ACTIVE) {
          return badRequest({ error: 'not_in_review', status: occasion.status });
        }
        occasion.status = OCCASION_REFUSED;
        occasion.refusal_reason = body.reason.trim();
        return HttpResponse.json({ success: true, occasion: occasionBody(occasion) });
      },
    },
  }),
];

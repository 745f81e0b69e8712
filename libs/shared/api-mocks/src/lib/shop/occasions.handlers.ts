import { createOccasionPayloadSchema } from '@kk/domain';
import { HttpResponse } from 'msw';
import { invalidField, notFound, requireUser } from '../core/auth';
import { getDb, nextId } from '../core/db';
import { intParam, requiredId, shopPath, validate } from '../core/http';
import { matchesSearch, paginate } from '../core/paging';
import { actionRoutes, READ, WRITE } from './actions';
import { occasionBody } from './serializers';
import type { ShopOccasion } from './types';

/** Status label of a listing on sale. */
export const OCCASION_ACTIVE = 'Active';

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
 * optional `category`; get_occasion, an addition for /occasion/{id} opened directly) and
 * `occasions_api` (get_my_occasions and create_occasion, signed in).
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
        return occasion ? HttpResponse.json({ occasion: occasionBody(occasion) }) : notFound('Occasion not found.');
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
          status: OCCASION_ACTIVE,
          date_created: new Date().toISOString(),
        };
        shop.occasions.push(row);
        return HttpResponse.json({ occasion: occasionBody(row) });
      },
    },
  }),
];

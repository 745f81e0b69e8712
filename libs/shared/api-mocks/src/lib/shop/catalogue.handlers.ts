import { createArticlePayloadSchema, createPackPayloadSchema, createSupplyArticlePayloadSchema } from '@kk/domain';
import { HttpResponse } from 'msw';
import { badRequest, forbidden, notFound, optionalUser, requireUser } from '../core/auth';
import { getDb, nextId } from '../core/db';
import { backend, idListParam, intParam, readPayload, requiredId, shopPath, validate } from '../core/http';
import { articlePicture } from '../seed/images';
import type { FakeUser } from '../core/users';
import { actionRoutes, READ, type ActionContext } from './actions';
import { matchesSearch } from './paging';
import { packBody, packLineBody, supplyLineBody } from './serializers';
import type { ShopArticle, ShopPack } from './types';

function requireRole(user: FakeUser, ...roles: FakeUser['account_type'][]) {
  if (!roles.includes(user.account_type)) throw forbidden();
}

function articleBody(article: ShopArticle) {
  return { ...article };
}

/** `packs_api` POST without an action (library/admin): creates a pack. */
function createPack({ request, payload }: ActionContext) {
  const user = requireUser(request, 'token');
  requireRole(user, 'ad', 'li', 'sc_ad');
  const body = validate(createPackPayloadSchema, payload);
  const { shop } = getDb();
  const school = shop.schools.find((s) => s.id === body.school_id);
  if (!school || !school.levels.includes(body.level_id)) {
    return badRequest({ error: 'invalid_payload', fields: { level_id: 'Level not taught at this school' } });
  }
  if (user.account_type === 'sc_ad' && user.school_id !== school.id) throw forbidden();
  const unknown = body.pack_articles.find((a) => !shop.articles.some((x) => x.id === a.article_id));
  if (unknown) return badRequest({ error: 'invalid_payload', fields: { pack_articles: `Unknown article ${unknown.article_id}` } });
  const lineIds = shop.packs.flatMap((p) => p.lines);
  const pack: ShopPack = {
    id: nextId('shop.packs', shop.packs),
    name: body.name.trim(),
    school_id: body.school_id,
    level_id: body.level_id,
    lines: body.pack_articles.map((a) => ({
      id: nextId('shop.packLines', lineIds),
      article_id: a.article_id,
      brand: a.brand,
      price: a.price,
      quantity: a.quantity,
    })),
  };
  shop.packs.push(pack);
  return HttpResponse.json({ pack: packBody(pack) });
}

/**
 * The catalogue: packs (`packs_api_list`, `packs_api`), supply lists (`fournitures_articles_api_client`,
 * `fournitures_articles_api`), articles (`articles_api`) and article types (`articles_types_api`).
 * Public reads accept visitors; writes need an admin, library or school-admin account.
 */
export const catalogueHandlers = [
  ...actionRoutes(shopPath('packs_api_list'), ['GET'], {
    get_packs_client: {
      methods: READ,
      run: ({ payload }) => {
        const schoolId = requiredId(payload, 'school_id');
        const levels = idListParam(payload, 'levels_ids');
        const packs = getDb().shop.packs.filter(
          (p) => p.school_id === schoolId && (levels.length === 0 || levels.includes(p.level_id)),
        );
        return HttpResponse.json({ packs: packs.map(packBody) });
      },
    },
  }),
  ...actionRoutes(
    shopPath('packs_api'),
    ['GET', 'POST'],
    {
      get_pack_articles: {
        methods: READ,
        run: ({ request, payload }) => {
          optionalUser(request, 'token');
          const id = requiredId(payload, 'pack_id');
          const pack = getDb().shop.packs.find((p) => p.id === id);
          return pack ? HttpResponse.json({ pack_articles: pack.lines.map(packLineBody) }) : notFound('Pack not found.');
        },
      },
    },
    createPack,
  ),
  ...actionRoutes(shopPath('fournitures_articles_api_client'), ['GET'], {
    get_articles: {
      methods: READ,
      run: ({ payload }) => {
        const schoolId = requiredId(payload, 'school');
        const levels = idListParam(payload, 'levels_ids');
        const lines = getDb().shop.supplyLines.filter(
          (l) => l.school_id === schoolId && (levels.length === 0 || levels.includes(l.level_id)),
        );
        return HttpResponse.json({ f_articles: lines.map(supplyLineBody) });
      },
    },
  }),
  backend.get(shopPath('fournitures_articles_api'), async ({ request }) => {
    requireUser(request, 'token');
    const payload = await readPayload(request);
    const schoolId = requiredId(payload, 'school_id');
    const levelId = intParam(payload, 'level_id', 0);
    const lines = getDb().shop.supplyLines.filter((l) => l.school_id === schoolId && (!levelId || l.level_id === levelId));
    return HttpResponse.json({ f_articles: lines.map(supplyLineBody) });
  }),
  backend.post(shopPath('fournitures_articles_api'), async ({ request }) => {
    const user = requireUser(request, 'token');
    requireRole(user, 'ad', 'sc_ad');
    const body = validate(createSupplyArticlePayloadSchema, await readPayload(request));
    const { shop } = getDb();
    const school = shop.schools.find((s) => s.id === body.school_id);
    if (!school || !school.levels.includes(body.level_id)) {
      return badRequest({ error: 'invalid_payload', fields: { level_id: 'Level not taught at this school' } });
    }
    if (user.account_type === 'sc_ad' && user.school_id !== school.id) throw forbidden();
    if (!shop.articles.some((a) => a.id === body.article_id)) {
      return badRequest({ error: 'invalid_payload', fields: { article_id: 'Unknown article' } });
    }
    const line = {
      id: nextId('shop.supplyLines', shop.supplyLines),
      school_id: body.school_id,
      level_id: body.level_id,
      subject_id: body.subject_id ?? null,
      article_id: body.article_id,
      quantity: body.quantity,
    };
    shop.supplyLines.push(line);
    return HttpResponse.json({ f_article: supplyLineBody(line) });
  }),
  backend.get(shopPath('articles_types_api'), ({ request }) => {
    requireUser(request, 'token');
    return HttpResponse.json({ articles_types: getDb().shop.articleTypes });
  }),
  backend.get(shopPath('articles_api'), async ({ request }) => {
    requireUser(request, 'token');
    const payload = await readPayload(request);
    const typeId = intParam(payload, 'type_id', 0);
    const articles = getDb()
      .shop.articles.filter((a) => !typeId || a.type_id === typeId)
      .filter((a) => matchesSearch(payload['name'], a.name));
    return HttpResponse.json({ articles: articles.map(articleBody) });
  }),
  backend.post(shopPath('articles_api'), async ({ request }) => {
    const user = requireUser(request, 'token');
    requireRole(user, 'ad', 'li');
    const body = validate(createArticlePayloadSchema, await readPayload(request));
    const { shop } = getDb();
    if (!shop.articleTypes.some((t) => t.id === body.type_id)) {
      return badRequest({ error: 'invalid_payload', fields: { type_id: 'Unknown type' } });
    }
    const article: ShopArticle = {
      id: nextId('shop.articles', shop.articles),
      name: body.name.trim(),
      type_id: body.type_id,
      subject_id: body.subject_id ?? null,
      image_url: body.image_url || articlePicture('autre', body.name),
      brands: body.brands,
    };
    shop.articles.push(article);
    return HttpResponse.json({ article: articleBody(article) });
  }),
];

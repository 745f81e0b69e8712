import {
  createArticlePayloadSchema,
  createArticleTypePayloadSchema,
  createPackPayloadSchema,
  createSupplyLinePayloadSchema,
  updateArticlePayloadSchema,
  updateArticleTypePayloadSchema,
  updatePackPayloadSchema,
  updateSupplyLinePayloadSchema,
} from '@kk/domain';
import { HttpResponse } from 'msw';
import {
  badRequest,
  forbidden,
  invalidField,
  notFound,
  optionalUser,
  requireAccountType,
  requireUser,
} from '../core/auth';
import { getDb, nextId } from '../core/db';
import { shopBackend, idListParam, intParam, readPayload, requiredId, shopPath, validate } from '../core/http';
import { matchesSearch } from '../core/paging';
import type { FakeUser } from '../core/users';
import { articlePicture } from '../seed/images';
import { foldForSearch } from '../seed/names';
import { actionRoutes, READ, WRITE, type ActionContext } from './actions';
import { newPricedLines, unknownArticleError } from './priced-lines';
import { packBody, packLineBody, supplyLineBody } from './serializers';
import type { ShopArticle, ShopPack, ShopSupplyLine } from './types';

/**
 * Checks the school of a pack or supply-list write: it must teach the level (else a 400 on `level_id`), and
 * a school administrator may only write for their own school (else a 403).
 */
function requireSchoolTeaching(user: FakeUser, schoolId: number, levelId: number): void {
  const school = getDb().shop.schools.find((s) => s.id === schoolId);
  if (!school || !school.levels.includes(levelId)) throw invalidField('level_id', 'Level not taught at this school');
  if (user.account_type === 'sc_ad' && user.school_id !== school.id) throw forbidden();
}

function articleBody(article: ShopArticle) {
  return { ...article };
}

/** An article type with the number of catalogue articles of that type. */
function articleTypeBody(type: { id: number; name: string }) {
  return { ...type, articles_count: getDb().shop.articles.filter((a) => a.type_id === type.id).length };
}

/** 400 `name_taken` when another type (not `exceptId`) has that name (case and accent insensitive). */
function articleTypeNameTaken(name: string, exceptId?: number) {
  const folded = foldForSearch(name.trim());
  const taken = getDb().shop.articleTypes.some((t) => t.id !== exceptId && foldForSearch(t.name) === folded);
  return taken
    ? badRequest({ error: 'name_taken', fields: { name: 'An article type already has this name.' } })
    : undefined;
}

/** `articles_api` POST `create_article_type` (admin): a new article type, its name unique. */
function createArticleType({ request, payload }: ActionContext) {
  requireAccountType(requireUser(request, 'token'), 'ad');
  const body = validate(createArticleTypePayloadSchema, payload);
  const taken = articleTypeNameTaken(body.name);
  if (taken) return taken;
  const { shop } = getDb();
  const type = { id: nextId('shop.articleTypes', shop.articleTypes), name: body.name.trim() };
  shop.articleTypes.push(type);
  return HttpResponse.json({ article_type: articleTypeBody(type) });
}

/** `articles_api` POST `update_article_type` (admin): renames a type, its name unique. */
function updateArticleType({ request, payload }: ActionContext) {
  requireAccountType(requireUser(request, 'token'), 'ad');
  const body = validate(updateArticleTypePayloadSchema, payload);
  const type = getDb().shop.articleTypes.find((t) => t.id === body.id);
  if (!type) return notFound('Article type not found.');
  const taken = articleTypeNameTaken(body.name, type.id);
  if (taken) return taken;
  type.name = body.name.trim();
  return HttpResponse.json({ article_type: articleTypeBody(type) });
}

/** `articles_api` POST without an action (admin, library): a new article. */
function createArticle({ request, payload }: ActionContext) {
  const user = requireUser(request, 'token');
  requireAccountType(user, 'ad', 'li');
  const body = validate(createArticlePayloadSchema, payload);
  const { shop } = getDb();
  if (!shop.articleTypes.some((t) => t.id === body.type_id)) {
    return invalidField('type_id', 'Unknown type');
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
}

/** `articles_api` POST `update_article` (admin): an article's name, type, brands and prices. */
function updateArticle({ request, payload }: ActionContext) {
  requireAccountType(requireUser(request, 'token'), 'ad');
  const body = validate(updateArticlePayloadSchema, payload);
  const { shop } = getDb();
  const article = shop.articles.find((a) => a.id === body.id);
  if (!article) return notFound('Article not found.');
  if (!shop.articleTypes.some((t) => t.id === body.type_id)) return invalidField('type_id', 'Unknown type');
  article.name = body.name.trim();
  article.type_id = body.type_id;
  article.brands = body.brands.map((b) => ({ brand: b.brand.trim(), price: b.price }));
  if (body.subject_id !== undefined) article.subject_id = body.subject_id;
  return HttpResponse.json({ article: articleBody(article) });
}

/**
 * `articles_api` POST `delete_article` (admin): removes an article no pack or supply list uses;
 * one still used is 409 `{ error: 'article_in_use', packs, supply_lines }` (how many use it).
 */
function deleteArticle({ request, payload }: ActionContext) {
  requireAccountType(requireUser(request, 'token'), 'ad');
  const id = requiredId(payload, 'id');
  const { shop } = getDb();
  const index = shop.articles.findIndex((a) => a.id === id);
  if (index < 0) return notFound('Article not found.');
  const packs = shop.packs.filter((p) => p.lines.some((l) => l.article_id === id)).length;
  const supplyLines = shop.supplyLines.filter((l) => l.article_id === id).length;
  if (packs > 0 || supplyLines > 0) {
    return HttpResponse.json(
      {
        error: 'article_in_use',
        detail: 'This article is used by a pack or a supply list.',
        packs,
        supply_lines: supplyLines,
      },
      { status: 409 },
    );
  }
  shop.articles.splice(index, 1);
  return HttpResponse.json({ success: true, id });
}

/** `packs_api` POST `update_pack` (admin): a pack's new name and lines. */
function updatePack({ request, payload }: ActionContext) {
  requireAccountType(requireUser(request, 'token'), 'ad');
  const body = validate(updatePackPayloadSchema, payload);
  const { shop } = getDb();
  const pack = shop.packs.find((p) => p.id === body.pack_id);
  if (!pack) return notFound('Pack not found.');
  const unknownArticle = unknownArticleError(
    'pack_articles',
    body.pack_articles.map((a) => a.article_id),
  );
  if (unknownArticle) return unknownArticle;
  pack.name = body.name.trim();
  pack.lines = newPricedLines('shop.packLines', shop.packs, body.pack_articles);
  return HttpResponse.json({ pack: packBody(pack) });
}

/** `packs_api` POST `delete_pack` (admin): the pack is gone for everyone. */
function deletePack({ request, payload }: ActionContext) {
  requireAccountType(requireUser(request, 'token'), 'ad');
  const id = requiredId(payload, 'pack_id');
  const { shop } = getDb();
  const index = shop.packs.findIndex((p) => p.id === id);
  if (index < 0) return notFound('Pack not found.');
  shop.packs.splice(index, 1);
  return HttpResponse.json({ success: true, id });
}

/** The supply line a write names (`id`), checked against its school for a school admin; else throws a 404/403. */
function writableSupplyLine(request: Request, payload: ActionContext['payload']): ShopSupplyLine {
  const user = requireUser(request, 'token');
  requireAccountType(user, 'ad', 'sc_ad');
  const id = requiredId(payload, 'id');
  const line = getDb().shop.supplyLines.find((l) => l.id === id);
  if (!line) throw notFound('Supply line not found.');
  if (user.account_type === 'sc_ad' && user.school_id !== line.school_id) throw forbidden();
  return line;
}

/** `fournitures_articles_api` POST `update_f_article`: a supply line's new quantity. */
function updateSupplyLine({ request, payload }: ActionContext) {
  const line = writableSupplyLine(request, payload);
  const body = validate(updateSupplyLinePayloadSchema, payload);
  line.quantity = body.quantity;
  return HttpResponse.json({ f_article: supplyLineBody(line) });
}

/** `fournitures_articles_api` POST `delete_f_article`: the line leaves its list. */
function deleteSupplyLine({ request, payload }: ActionContext) {
  const line = writableSupplyLine(request, payload);
  const { shop } = getDb();
  shop.supplyLines.splice(shop.supplyLines.indexOf(line), 1);
  return HttpResponse.json({ success: true, id: line.id });
}

/** `fournitures_articles_api` POST without an action: a new supply line. */
async function createSupplyLine({ request, payload }: ActionContext) {
  const user = requireUser(request, 'token');
  requireAccountType(user, 'ad', 'sc_ad');
  const body = validate(createSupplyLinePayloadSchema, payload);
  requireSchoolTeaching(user, body.school_id, body.level_id);
  const { shop } = getDb();
  if (!shop.articles.some((a) => a.id === body.article_id)) {
    return invalidField('article_id', 'Unknown article');
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
}

/** `packs_api` POST without an action (library/admin): creates a pack. */
function createPack({ request, payload }: ActionContext) {
  const user = requireUser(request, 'token');
  requireAccountType(user, 'ad', 'li', 'sc_ad');
  const body = validate(createPackPayloadSchema, payload);
  requireSchoolTeaching(user, body.school_id, body.level_id);
  const { shop } = getDb();
  const unknownArticle = unknownArticleError(
    'pack_articles',
    body.pack_articles.map((a) => a.article_id),
  );
  if (unknownArticle) return unknownArticle;
  const pack: ShopPack = {
    id: nextId('shop.packs', shop.packs),
    name: body.name.trim(),
    school_id: body.school_id,
    level_id: body.level_id,
    lines: newPricedLines('shop.packLines', shop.packs, body.pack_articles),
  };
  shop.packs.push(pack);
  return HttpResponse.json({ pack: packBody(pack) });
}

/**
 * The articles the libraries and the admin manage, and what is built from them: packs (`packs_api_list`, `packs_api`), supply lists (`fournitures_articles_api_client`,
 * `fournitures_articles_api`), articles (`articles_api`) and article types (`articles_types_api`).
 * Public reads accept visitors; writes need an admin, library or school-admin account.
 */
export const articlesHandlers = [
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
          return pack
            ? HttpResponse.json({ pack_articles: pack.lines.map(packLineBody) })
            : notFound('Pack not found.');
        },
      },
      update_pack: { methods: WRITE, run: updatePack },
      delete_pack: { methods: WRITE, run: deletePack },
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
  shopBackend.get(shopPath('fournitures_articles_api'), async ({ request }) => {
    requireUser(request, 'token');
    const payload = await readPayload(request);
    const schoolId = requiredId(payload, 'school_id');
    const levelId = intParam(payload, 'level_id', 0);
    const lines = getDb().shop.supplyLines.filter(
      (l) => l.school_id === schoolId && (!levelId || l.level_id === levelId),
    );
    return HttpResponse.json({ f_articles: lines.map(supplyLineBody) });
  }),
  ...actionRoutes(
    shopPath('fournitures_articles_api'),
    ['POST'],
    {
      update_f_article: { methods: WRITE, run: updateSupplyLine },
      delete_f_article: { methods: WRITE, run: deleteSupplyLine },
    },
    createSupplyLine,
  ),
  shopBackend.get(shopPath('articles_types_api'), ({ request }) => {
    requireUser(request, 'token');
    return HttpResponse.json({ articles_types: getDb().shop.articleTypes.map(articleTypeBody) });
  }),
  shopBackend.get(shopPath('articles_api'), async ({ request }) => {
    requireUser(request, 'token');
    const payload = await readPayload(request);
    const typeId = intParam(payload, 'type_id', 0);
    const articles = getDb()
      .shop.articles.filter((a) => !typeId || a.type_id === typeId)
      .filter((a) => matchesSearch(payload['name'], a.name));
    return HttpResponse.json({ articles: articles.map(articleBody) });
  }),
  ...actionRoutes(
    shopPath('articles_api'),
    ['POST'],
    {
      create_article_type: { methods: WRITE, run: createArticleType },
      update_article_type: { methods: WRITE, run: updateArticleType },
      update_article: { methods: WRITE, run: updateArticle },
      delete_article: { methods: WRITE, run: deleteArticle },
    },
    createArticle,
  ),
];

import { createArticlePayloadSchema, createPackPayloadSchema, createSupplyLinePayloadSchema } from '@kk/domain';
import { HttpResponse } from 'msw';
import { forbidden, invalidField, notFound, optionalUser, requireAccountType, requireUser } from '../core/auth';
import { getDb, nextId } from '../core/db';
import { backend, idListParam, intParam, readPayload, requiredId, shopPath, validate } from '../core/http';
import { matchesSearch } from '../core/paging';
import type { FakeUser } from '../core/users';
import { articlePicture } from '../seed/images';
import { actionRoutes, READ, type ActionContext } from './actions';
import { newPricedLines, unknownArticleError } from './priced-lines';
import { packBody, packLineBody, supplyLineBody } from './serializers';
import type { ShopArticle, ShopPack } from './types';

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
    const lines = getDb().shop.supplyLines.filter(
      (l) => l.school_id === schoolId && (!levelId || l.level_id === levelId),
    );
    return HttpResponse.json({ f_articles: lines.map(supplyLineBody) });
  }),
  backend.post(shopPath('fournitures_articles_api'), async ({ request }) => {
    const user = requireUser(request, 'token');
    requireAccountType(user, 'ad', 'sc_ad');
    const body = validate(createSupplyLinePayloadSchema, await readPayload(request));
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
    requireAccountType(user, 'ad', 'li');
    const body = validate(createArticlePayloadSchema, await readPayload(request));
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
  }),
];

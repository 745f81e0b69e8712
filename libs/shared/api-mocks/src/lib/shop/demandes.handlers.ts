import { createDemandePayloadSchema, createQuotePayloadSchema, updateQuoteLinePayloadSchema } from '@kk/domain';
import { HttpResponse } from 'msw';
import { badRequest, forbidden, invalidField, notFound, requireAccountType, requireUser } from '../core/auth';
import { getDb, nextId, saveDb } from '../core/db';
import { shopBackend, intParam, readPayload, requiredId, shopPath, validate, type Payload } from '../core/http';
import { matchesSearch, paginate } from '../core/paging';
import type { FakeUser } from '../core/users';
import { actionRoutes, READ, WRITE, type ActionContext } from './actions';
import { addQuote, answerPendingDemandes } from './library-answers';
import { unknownArticleError } from './priced-lines';
import {
  demandeLinesBody,
  demandeBody,
  libraryBody,
  libraryDemandeBody,
  libraryQuoteBody,
  quoteBody,
  quoteLineBody,
  quoteState,
} from './serializers';
import type { ShopDemande, ShopQuote } from './types';

function ownDemande(user: FakeUser, id: number): ShopDemande | undefined {
  return getDb().shop.demandes.find((d) => d.id === id && (d.user_id === user.id || user.account_type === 'ad'));
}

/** A request a user may read: their own, or any for an admin or a library (any library may answer any request). */
function readableDemande(user: FakeUser, id: number): ShopDemande | undefined {
  if (user.account_type === 'li') return getDb().shop.demandes.find((d) => d.id === id);
  return ownDemande(user, id);
}

const newestFirst = (a: { date_created: string; id: number }, b: { date_created: string; id: number }) =>
  b.date_created.localeCompare(a.date_created) || b.id - a.id;

/**
 * `get_my_demandes` for a library: every customer request, newest first (oldest first with
 * `ordering=date_created`), with its own answer (`my_quote_id`), filtered by school name (`name`),
 * `school_id` and `level_id`.
 */
function libraryDemandes(user: FakeUser, payload: Payload) {
  const schoolId = intParam(payload, 'school_id', null);
  const levelId = intParam(payload, 'level_id', null);
  const found = getDb()
    .shop.demandes.filter(
      (d) =>
        (schoolId === null || d.schools_levels.some(([s]) => s === schoolId)) &&
        (levelId === null || d.schools_levels.some(([, l]) => l === levelId)),
    )
    .map((d) => libraryDemandeBody(d, user.id))
    .filter((d) => matchesSearch(payload['name'], ...d.schools.map((s) => s.name)))
    .sort(newestFirst);
  if (payload['ordering'] === 'date_created') found.reverse();
  return HttpResponse.json(paginate(found, payload, 'demandes'));
}

/** `get_demandes_devis` without `demande_id` for a library: its own quotes with their state, newest first. */
function libraryQuotes(user: FakeUser, payload: Payload) {
  const quotes = getDb()
    .shop.quotes.filter((q) => q.library_id === user.id)
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  return HttpResponse.json(paginate(quotes.map(libraryQuoteBody), payload, 'demandes_devis'));
}

/** A quote the user may read: on their own request, or their own quote (library), or any (admin). */
function readableQuote(user: FakeUser, id: number): ShopQuote | undefined {
  const { shop } = getDb();
  const quote = shop.quotes.find((q) => q.id === id);
  if (!quote) return undefined;
  if (user.account_type === 'ad' || quote.library_id === user.id) return quote;
  return shop.demandes.some((d) => d.id === quote.demande_id && d.user_id === user.id) ? quote : undefined;
}

/** Runs the simulated libraries, saving when they answered something (reads do not save otherwise). */
function refreshAnswers() {
  if (answerPendingDemandes().length > 0) saveDb();
}

/** `requests.get_articles` (demande_devis_id): the articles of a quote and its library. */
function quoteLines({ request, payload }: ActionContext) {
  const user = requireUser(request, 'token');
  const quote = readableQuote(user, requiredId(payload, 'demande_devis_id'));
  if (!quote) return notFound('Quote not found.');
  return HttpResponse.json({
    demande_devis_articles: quote.lines.map(quoteLineBody),
    library: libraryBody(quote.library_id),
    // For the library that sent it (and an admin): the quote with its state (assumed contract).
    ...(user.account_type === 'li' || user.account_type === 'ad' ? { demande_devis: libraryQuoteBody(quote) } : {}),
  });
}

/** `demandes_devis_articles_api` POST without an action (library side): changes one line of a quote. */
function updateQuoteLine({ request, payload }: ActionContext) {
  const user = requireUser(request, 'token');
  requireAccountType(user, 'li', 'ad');
  const body = validate(updateQuoteLinePayloadSchema, payload);
  const quote = getDb().shop.quotes.find((q) => q.lines.some((l) => l.id === body.demande_devis_article_id));
  const line = quote?.lines.find((l) => l.id === body.demande_devis_article_id);
  if (!quote || !line) return notFound('Quote line not found.');
  if (user.account_type === 'li' && quote.library_id !== user.id) throw forbidden();
  // A quote the customer has put in a cart or ordered keeps the prices they accepted.
  if (quoteState(quote) !== 'sent') {
    return HttpResponse.json(
      { detail: 'This quote is already in a cart or ordered: it can no longer change.' },
      { status: 409 },
    );
  }
  if (body.brand !== undefined) line.brand = body.brand;
  if (body.price !== undefined) line.price = body.price;
  if (body.quantity !== undefined) line.quantity = body.quantity;
  return HttpResponse.json({ demande_devis_article: quoteLineBody(line), demande_devis: quoteBody(quote) });
}

/**
 * Quote requests and quotes: `demandes_api` (create_demande, get_my_demandes,
 * get_demande_fournitures_articles; for a library: every request, and get_demande), `demandes_devis_api` (get_demandes_devis),
 * `demandes_devis_articles_api` (get_articles; POST without action: a library edits a line),
 * `devis_articles_api` (a library answers a request). All signed in.
 */
export const demandesHandlers = [
  ...actionRoutes(shopPath('demandes_api'), ['GET', 'POST'], {
    create_demande: {
      methods: WRITE,
      run: ({ request, payload }) => {
        const user = requireUser(request, 'token');
        const body = validate(createDemandePayloadSchema, payload);
        const { shop } = getDb();
        for (const [schoolId, levelId] of body.schools_levels) {
          const school = shop.schools.find((s) => s.id === schoolId);
          if (!school || !school.levels.includes(levelId)) {
            return invalidField('schools_levels', `Unknown school level ${schoolId}/${levelId}`);
          }
        }
        const articles = [];
        for (const picked of body.fournitures_articles) {
          const line = shop.supplyLines.find((l) => l.id === picked.id);
          if (!line) return invalidField('fournitures_articles', `Unknown supply article ${picked.id}`);
          articles.push({
            supply_line_id: line.id,
            article_id: line.article_id,
            level_id: line.level_id,
            subject_id: line.subject_id,
            quantity: picked.quantity,
          });
        }
        const demande: ShopDemande = {
          id: nextId('shop.demandes', shop.demandes),
          user_id: user.id,
          date_created: new Date().toISOString(),
          schools_levels: body.schools_levels.map(([s, l]) => [s, l]),
          articles,
          auto_answered: false,
        };
        shop.demandes.push(demande);
        return HttpResponse.json({ demande: demandeBody(demande) });
      },
    },
    get_my_demandes: {
      methods: READ,
      run: ({ request, payload }) => {
        const user = requireUser(request, 'token');
        refreshAnswers();
        if (user.account_type === 'li') return libraryDemandes(user, payload);
        const found = getDb()
          .shop.demandes.filter((d) => d.user_id === user.id)
          .map(demandeBody)
          .filter((d) => matchesSearch(payload['name'], ...d.schools.map((s) => s.name)))
          .sort((a, b) => b.date_created.localeCompare(a.date_created) || b.id - a.id);
        return HttpResponse.json(paginate(found, payload, 'demandes'));
      },
    },
    get_demande_fournitures_articles: {
      methods: READ,
      run: ({ request, payload }) => {
        const user = requireUser(request, 'token');
        const demande = readableDemande(user, requiredId(payload, 'demande_id'));
        if (!demande) return notFound('Request not found.');
        return HttpResponse.json({ fournitures_articles: demandeLinesBody(demande) });
      },
    },
    get_demande: {
      methods: READ,
      run: ({ request, payload }) => {
        const user = requireUser(request, 'token');
        requireAccountType(user, 'li');
        refreshAnswers();
        const demande = readableDemande(user, requiredId(payload, 'demande_id'));
        if (!demande) return notFound('Request not found.');
        return HttpResponse.json({ demande: libraryDemandeBody(demande, user.id) });
      },
    },
  }),
  ...actionRoutes(shopPath('demandes_devis_api'), ['GET'], {
    get_demandes_devis: {
      methods: READ,
      run: ({ request, payload }) => {
        const user = requireUser(request, 'token');
        refreshAnswers();
        if (user.account_type === 'li' && !payload['demande_id']) return libraryQuotes(user, payload);
        const demande = ownDemande(user, requiredId(payload, 'demande_id'));
        if (!demande) return notFound('Request not found.');
        const quotes = getDb()
          .shop.quotes.filter((q) => q.demande_id === demande.id)
          .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
        return HttpResponse.json(paginate(quotes.map(quoteBody), payload, 'demandes_devis'));
      },
    },
  }),
  ...actionRoutes(
    shopPath('demandes_devis_articles_api'),
    ['GET', 'POST'],
    { get_articles: { methods: READ, run: quoteLines } },
    updateQuoteLine,
  ),
  shopBackend.post(shopPath('devis_articles_api'), async ({ request }) => {
    const user = requireUser(request, 'token');
    if (user.account_type !== 'li') throw forbidden('Only libraries answer requests.');
    const body = validate(createQuotePayloadSchema, await readPayload(request));
    const { shop } = getDb();
    const demande = shop.demandes.find((d) => d.id === body.demande_id);
    if (!demande) return notFound('Request not found.');
    const unknownArticle = unknownArticleError(
      'articles',
      body.articles.map((a) => a.article_id),
    );
    if (unknownArticle) return unknownArticle;
    const levelId = body.level_id ?? demande.schools_levels[0]?.[1] ?? null;
    if (levelId !== null && !demande.schools_levels.some(([, l]) => l === levelId)) {
      return invalidField('level_id', 'Level not in the request');
    }
    // One quote per library, request and level.
    if (shop.quotes.some((q) => q.demande_id === demande.id && q.library_id === user.id && q.level_id === levelId)) {
      return badRequest({ error: 'quote_already_sent' });
    }
    const quote = addQuote(demande.id, user.id, levelId, body.articles);
    return HttpResponse.json({ demande_devis: quoteBody(quote) });
  }),
];

/**
 * Shop calls (§7, calls 1–30): `/{product}/api/<name>` with an `action` in the query (reads) or
 * the JSON body (writes), `Authorization: Token <t>`.
 *
 * Where the spec names a response field (`schools`, `school`, `address_delivered`, `address`,
 * `f_articles`, `demandes_devis`, `demande_devis_articles`, `library`, `levels`, `subjects`,
 * `levels_groups`, `url`) it is used; where it names none, the list or object is wrapped in the
 * plural or singular of the entity (`orders`, `packs`, `pack_articles`, `occasions`, `occasion`,
 * `demandes`, `fournitures_articles`). The open shapes follow the space's reading
 * (readings.mts). Actions the spec does not list (`get_occasion`) are a 400.
 */
import {
  actionRoutes,
  badRequest,
  idList,
  notFound,
  numberField,
  page,
  payloadOf,
  requireUser,
  route,
  userOf,
  type Answer,
  type Route,
  type RouteRequest,
} from './routes.mts';
import { read } from './readings.mts';
import {
  issueToken,
  nextId,
  type Demande,
  type Occasion,
  type Order,
  type PricedLine,
  type School,
  type SpecState,
  type StateUser,
} from './state.mts';

const ok = (body: unknown): Answer => ({ body });

/** A write's answer: `{ success: true }` only (literal), or the created object in its envelope. */
function written(request: RouteRequest, envelope: Record<string, unknown>): Answer {
  return ok(read(request.reading, { literal: { success: true }, alternative: { success: true, ...envelope } }));
}

const shopUser = (request: RouteRequest) => requireUser(request, 'Token');

function levelName(state: SpecState, levelId: number | null): string {
  return state.levels.find((l) => l.level_id === levelId)?.name ?? '';
}

function subjectName(state: SpecState, subjectId: number | null): string {
  return state.subjects.find((s) => s.subject_id === subjectId)?.name ?? '';
}

/** A name field: `{ name }` (literal) or the name (alternative). */
function named(request: RouteRequest, name: string): unknown {
  return read(request.reading, { literal: { name }, alternative: name });
}

function library(request: RouteRequest, libraryId: number | null): unknown {
  const user = request.state.users.find((u) => u.id === libraryId);
  if (!user) return null;
  const name = `${user.first_name} ${user.last_name}`;
  return read(request.reading, {
    literal: { id: user.id, name, image_url: user.image_url, phone_number: user.phone_number },
    alternative: name,
  });
}

function schoolBody(request: RouteRequest, school: School) {
  const { state } = request;
  return {
    id: school.id,
    name: school.name,
    address: school.address,
    city: school.city,
    logo_url: school.logo_url,
    level_groups: read(request.reading, {
      literal: school.level_groups,
      alternative: school.level_groups.map((id) => state.levelGroups.find((g) => g.id === id)),
    }),
    levels: read(request.reading, {
      literal: school.levels.map((id) => state.levels.find((l) => l.level_id === id)),
      alternative: school.levels,
    }),
    phone_number: school.phone_number,
  };
}

function articleRef(state: SpecState, articleId: number) {
  const article = state.articles.find((a) => a.id === articleId);
  return { id: articleId, name: article?.name ?? `Article ${articleId}`, image_url: article?.image_url ?? null };
}

function pricedLineBody(request: RouteRequest, line: PricedLine, withSubject = false) {
  const ref = articleRef(request.state, line.article_id);
  const subjectId = request.state.articles.find((a) => a.id === line.article_id)?.subject_id ?? null;
  return {
    id: line.id,
    article: withSubject ? { ...ref, subject: named(request, subjectName(request.state, subjectId)) } : ref,
    brand: line.brand,
    price: line.price.toFixed(2),
    quantity: line.quantity,
    image_url: ref.image_url,
  };
}

function orderBody(request: RouteRequest, order: Order) {
  const body: Record<string, unknown> = {
    id: order.id,
    level_id: order.level_id,
    devis_id: order.devis_id,
    library: library(request, order.library_id),
    order_lines: order.lines.map((line) => pricedLineBody(request, line)),
    rate: order.rate,
    created_date: order.created_date,
    address: order.address_id,
  };
  if (order.status !== null) body['status'] = order.status;
  else if (request.reading === 'alternative') body['status'] = null;
  return body;
}

function responsesOf(state: SpecState, demandeId: number): number {
  return state.quotes.filter((q) => q.demande_id === demandeId).length;
}

function demandeBody(request: RouteRequest, demande: Demande) {
  const { state } = request;
  const bySchool = new Map<number, number[]>();
  for (const [schoolId, levelId] of demande.schools_levels) {
    bySchool.set(schoolId, [...new Set([...(bySchool.get(schoolId) ?? []), levelId])]);
  }
  return {
    id: demande.id,
    date_created: demande.date_created,
    schools: [...bySchool].map(([schoolId, levelIds]) => ({
      id: schoolId,
      name: state.schools.find((s) => s.id === schoolId)?.name ?? '',
      levels: levelIds.map((levelId) => ({ level_id: levelId, name: levelName(state, levelId) })),
    })),
    nbr_responses: responsesOf(state, demande.id),
  };
}

function quoteBody(request: RouteRequest, quoteId: number) {
  const quote = request.state.quotes.find((q) => q.id === quoteId);
  if (!quote) throw notFound('Quote not found.');
  const total = quote.lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  return {
    id: quote.id,
    date: quote.date,
    name: `Devis n° ${quote.id}`,
    level: named(request, levelName(request.state, quote.level_id)),
    price: total.toFixed(2),
    library: library(request, quote.library_id),
    demande_id: quote.demande_id,
  };
}

function occasionBody(request: RouteRequest, occasion: Occasion) {
  const seller = request.state.users.find((u) => u.id === occasion.user_id);
  return {
    id: occasion.id,
    name: occasion.name,
    author: occasion.author,
    level: named(request, levelName(request.state, occasion.level_id)),
    subject: named(request, subjectName(request.state, occasion.subject_id)),
    edition: occasion.edition,
    edition_year: occasion.edition_year,
    description: occasion.description,
    price: occasion.price,
    original_price: occasion.original_price,
    condition: occasion.condition,
    image_url: occasion.image_url,
    status: occasion.status,
    user: seller
      ? {
          first_name: seller.first_name,
          last_name: seller.last_name,
          phone_number: seller.phone_number,
          image_url: seller.image_url,
        }
      : null,
  };
}

function matches(text: string, search: unknown): boolean {
  if (typeof search !== 'string' || search.trim() === '') return true;
  const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return fold(text).includes(fold(search.trim()));
}

/** The login answer: `{ success, access_token, user }` (§3, literal) or the flat session user (§7). */
function loginAnswer(request: RouteRequest, user: StateUser, token: string): Answer {
  const loginUser = {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    image_url: user.image_url,
    account_type: user.account_type,
    username: user.username,
    email: user.email,
    phone_number: user.phone_number,
    city: user.city,
    country: 'Maroc',
    password_is_forgotten: false,
  };
  return ok(
    read(request.reading, {
      literal: { success: true, access_token: token, user: loginUser },
      alternative: {
        success: true,
        token,
        id: user.id,
        firstName: user.first_name,
        lastName: user.last_name,
        image: user.image_url,
        account_type: user.account_type,
        has_children: false,
        current_level: null,
        name: `${user.first_name} ${user.last_name}`,
        profile: {
          firstName: user.first_name,
          lastName: user.last_name,
          username: user.username,
          email: user.email,
          image: user.image_url,
          phone_number: user.phone_number,
          is_school_admin: user.account_type === 'sc_ad',
          city: user.city,
        },
      },
    }),
  );
}

function lines(state: SpecState, articles: unknown): PricedLine[] {
  if (!Array.isArray(articles) || articles.length === 0) throw badRequest('Field "articles" is required.');
  return articles.map((raw: Record<string, unknown>) => ({
    id: nextId(state),
    article_id: numberField(raw, 'id'),
    brand: typeof raw['brand'] === 'string' ? raw['brand'] : '',
    price: Number(raw['price']) || 0,
    quantity: numberField(raw, 'quantity'),
  }));
}

export const shopRoutes: Route[] = [
  ...actionRoutes('schools_list_api', ['GET'], {
    get_schools: (request, payload) => {
      const found = request.state.schools.filter((s) => matches(`${s.name} ${s.city}`, payload['name']));
      return ok({ schools: page(found, payload).map((s) => schoolBody(request, s)) });
    },
  }),
  ...actionRoutes('schools_api', ['GET', 'POST'], {
    get_school_info: (request, payload) => {
      userOf(request, 'Token');
      const school = request.state.schools.find((s) => s.id === numberField(payload, 'school_id'));
      if (!school) throw notFound('School not found.');
      return ok({ school: schoolBody(request, school) });
    },
    create_inactive: (request, payload) => {
      const user = shopUser(request);
      if (typeof payload['name'] !== 'string' || !payload['name'].trim()) throw badRequest('Name required');
      if (typeof payload['file_url'] !== 'string' || !payload['file_url']) throw badRequest('File required');
      const row = {
        id: nextId(request.state),
        user_id: user.id,
        name: payload['name'],
        city: String(payload['city'] ?? ''),
        level: String(payload['level'] ?? ''),
        file_url: payload['file_url'],
      };
      request.state.schoolRequests.push(row);
      return written(request, { school_request: { id: row.id, name: row.name } });
    },
  }),
  route('POST', '/{product}/api/profile_edit', (request) => {
    const user = shopUser(request);
    const payload = payloadOf(request);
    for (const key of ['first_name', 'last_name', 'email', 'phone_number'] as const) {
      if (typeof payload[key] === 'string') user[key] = payload[key];
    }
    if (typeof payload['image_url'] === 'string') user.image_url = payload['image_url'] || null;
    const { first_name, last_name, email, phone_number, image_url } = user;
    return ok({ user: { first_name, last_name, email, phone_number, image_url } });
  }),
  ...actionRoutes('occasions_api_client', ['GET'], {
    get_all_occasions: (request, payload) => {
      const found = request.state.occasions.filter((o) => o.status === 'Active' && matches(o.name, payload['name']));
      return ok({ occasions: page(found, payload).map((o) => occasionBody(request, o)) });
    },
  }),
  ...actionRoutes('occasions_api', ['GET', 'POST'], {
    get_my_occasions: (request, payload) => {
      const user = shopUser(request);
      const found = request.state.occasions.filter((o) => o.user_id === user.id && matches(o.name, payload['name']));
      return ok({ occasions: page(found, payload).map((o) => occasionBody(request, o)) });
    },
    create_occasion: (request, payload) => {
      const user = shopUser(request);
      if (typeof payload['name'] !== 'string' || !payload['name'].trim()) throw badRequest('Name required');
      if (payload['price'] === undefined || payload['price'] === '') throw badRequest('Price required');
      const occasion: Occasion = {
        id: nextId(request.state),
        user_id: user.id,
        name: payload['name'],
        author: String(payload['author'] ?? ''),
        editor: String(payload['editor'] ?? ''),
        level_id: Number(payload['level']) || 1,
        subject_id: Number(payload['subject']) || 1,
        category: Number(payload['category']) || 1,
        edition: '',
        edition_year: String(payload['edition_year'] ?? ''),
        description: String(payload['description'] ?? ''),
        price: Number(payload['price']),
        original_price: Number(payload['original_price']) || 0,
        condition: Number(payload['condition']) || 0,
        image_url: Array.isArray(payload['images_url']) ? payload['images_url'].map(String) : [],
        status: 'Active',
      };
      request.state.occasions.unshift(occasion);
      return written(request, { occasion: occasionBody(request, occasion) });
    },
  }),
  ...actionRoutes('packs_api_list', ['GET'], {
    get_packs_client: (request, payload) => {
      const schoolId = numberField(payload, 'school_id');
      const levels = idList(payload['levels_ids']);
      const packs = request.state.packs.filter(
        (p) => p.school_id === schoolId && (levels.length === 0 || levels.includes(p.level_id)),
      );
      return ok({
        packs: packs.map((p) => ({
          id: p.id,
          name: p.name,
          school_id: p.school_id,
          level_id: p.level_id,
          pack_articles: p.lines.map((line) => pricedLineBody(request, line)),
        })),
      });
    },
  }),
  ...actionRoutes('packs_api', ['GET', 'POST'], {
    get_pack_articles: (request, payload) => {
      userOf(request, 'Token');
      const pack = request.state.packs.find((p) => p.id === numberField(payload, 'pack_id'));
      if (!pack) throw notFound('Pack not found.');
      return ok({ pack_articles: pack.lines.map((line) => pricedLineBody(request, line)) });
    },
  }),
  route('GET', '/{product}/api/articles_types_api', (request) => {
    shopUser(request);
    return ok({
      articles_types: [
        { id: 1, name: 'Cahiers' },
        { id: 2, name: 'Manuels' },
        { id: 3, name: 'Fournitures' },
      ],
    });
  }),
  ...actionRoutes('fournitures_articles_api_client', ['GET'], {
    get_articles: (request, payload) => {
      const schoolId = numberField(payload, 'school');
      const levels = idList(payload['levels_ids']);
      const found = request.state.supplyLines.filter(
        (l) => l.school_id === schoolId && (levels.length === 0 || levels.includes(l.level_id)),
      );
      return ok({
        f_articles: found.map((l) => ({
          id: l.id,
          school_id: l.school_id,
          level_id: l.level_id,
          subject_id: l.subject_id,
          quantity: l.quantity,
          article: articleRef(request.state, l.article_id),
        })),
      });
    },
  }),
  ...['GET', 'POST'].map((method) =>
    route(method, '/{product}/api/fournitures_articles_api', (request) => {
      shopUser(request);
      return ok({ f_articles: [] });
    }),
  ),
  ...['GET', 'POST'].map((method) =>
    route(method, '/{product}/api/articles_api', (request) => {
      shopUser(request);
      return ok({ articles: request.state.articles.map((a) => articleRef(request.state, a.id)) });
    }),
  ),
  ...actionRoutes('payments_address_api', ['GET', 'POST'], {
    get_list_address: (request) => {
      const user = shopUser(request);
      const mine = request.state.addresses.filter((a) => a.user_id === user.id);
      return ok({ address_delivered: mine.map(({ user_id: _owner, ...address }) => address) });
    },
    get_address: (request, payload) => {
      const user = shopUser(request);
      const address = request.state.addresses.find(
        (a) => a.id === numberField(payload, 'address_id') && a.user_id === user.id,
      );
      if (!address) throw notFound('Address not found.');
      const { user_id: _owner, ...body } = address;
      return ok({ address: body });
    },
    create: (request, payload) => {
      const user = shopUser(request);
      if (typeof payload['name'] !== 'string' || !payload['name'].trim()) throw badRequest('Name required');
      const text = (key: string) => (typeof payload[key] === 'string' ? payload[key] : '');
      const address = {
        id: nextId(request.state),
        user_id: user.id,
        name: payload['name'],
        address1: text('address1'),
        address2: text('address2'),
        city: text('city'),
        cp: text('cp'),
        phone_number: text('phone_number'),
      };
      request.state.addresses.push(address);
      const { user_id: _owner, ...body } = address;
      return ok({ address: body });
    },
  }),
  ...actionRoutes('orders_api', ['GET', 'POST'], {
    get_orders_cart: (request) => {
      const user = shopUser(request);
      const cart = request.state.orders.filter((o) => o.user_id === user.id && o.status === null);
      return ok({ orders: cart.map((o) => orderBody(request, o)) });
    },
    get_my_orders: (request) => {
      const user = shopUser(request);
      const mine = request.state.orders.filter((o) => o.user_id === user.id && o.status !== null);
      return ok({ orders: mine.reverse().map((o) => orderBody(request, o)) });
    },
    create: (request, payload) => {
      const user = shopUser(request);
      const quoteId = payload['demande_devis_id'] === undefined ? null : Number(payload['demande_devis_id']);
      const quote = request.state.quotes.find((q) => q.id === quoteId);
      const order: Order = {
        id: nextId(request.state),
        user_id: user.id,
        level_id: quote?.level_id ?? null,
        devis_id: quote?.id ?? null,
        library_id: quote?.library_id ?? (Number(payload['library']) || null),
        lines: lines(request.state, payload['articles']),
        status: null,
        rate: null,
        created_date: new Date().toISOString(),
        address_id: null,
      };
      request.state.orders.push(order);
      return written(request, { order: orderBody(request, order) });
    },
    remove_order: (request, payload) => {
      const user = shopUser(request);
      const index = request.state.orders.findIndex(
        (o) => o.id === numberField(payload, 'order_id') && o.user_id === user.id,
      );
      if (index < 0) throw notFound('Order not found.');
      request.state.orders.splice(index, 1);
      return ok({ success: true });
    },
    change_status: (request, payload) => {
      const user = shopUser(request);
      const ids = idList(payload['orders']);
      const status = numberField(payload, 'status');
      const found = request.state.orders.filter((o) => ids.includes(o.id) && o.user_id === user.id);
      if (found.length === 0) throw notFound('Order not found.');
      for (const order of found) {
        if (status === 1 && order.status !== 0 && order.status !== 2)
          throw badRequest('This order cannot be canceled.');
        order.status = status;
        if (payload['address'] !== undefined) order.address_id = Number(payload['address']);
      }
      return written(request, { orders: found.map((o) => orderBody(request, o)) });
    },
    change_rate: (request, payload) => {
      const user = shopUser(request);
      const order = request.state.orders.find(
        (o) => o.id === numberField(payload, 'order_id') && o.user_id === user.id,
      );
      if (!order) throw notFound('Order not found.');
      const rate = numberField(payload, 'rate');
      if (order.status !== 3 || rate < 1 || rate > 5) throw badRequest('Only delivered orders can be rated 1 to 5.');
      order.rate = rate;
      return written(request, { order: orderBody(request, order) });
    },
  }),
  ...actionRoutes('demandes_devis_articles_api', ['GET', 'POST'], {
    get_articles: (request, payload) => {
      shopUser(request);
      const quote = request.state.quotes.find((q) => q.id === numberField(payload, 'demande_devis_id'));
      if (!quote) throw notFound('Quote not found.');
      return ok({
        demande_devis_articles: quote.lines.map((line) => pricedLineBody(request, line, true)),
        library: library(request, quote.library_id),
      });
    },
  }),
  ...actionRoutes('demandes_devis_api', ['GET'], {
    get_demandes_devis: (request, payload) => {
      const user = shopUser(request);
      const demandeId = payload['demande_id'] === undefined ? null : Number(payload['demande_id']);
      const mine = request.state.demandes.filter((d) => d.user_id === user.id).map((d) => d.id);
      const quotes = request.state.quotes.filter(
        (q) => mine.includes(q.demande_id) && (demandeId === null || q.demande_id === demandeId),
      );
      return ok({ demandes_devis: page(quotes, payload).map((q) => quoteBody(request, q.id)) });
    },
  }),
  ...actionRoutes('demandes_api', ['GET', 'POST'], {
    create_demande: (request, payload) => {
      const user = shopUser(request);
      const picked = Array.isArray(payload['fournitures_articles']) ? payload['fournitures_articles'] : [];
      const pairs = Array.isArray(payload['schools_levels']) ? payload['schools_levels'] : [];
      if (picked.length === 0 || pairs.length === 0) throw badRequest('Nothing to request.');
      const demande: Demande = {
        id: nextId(request.state),
        user_id: user.id,
        date_created: new Date().toISOString(),
        schools_levels: pairs.map((pair: unknown[]) => [Number(pair[0]), Number(pair[1])]),
        lines: picked.map((raw: Record<string, unknown>) => [numberField(raw, 'id'), numberField(raw, 'quantity')]),
      };
      request.state.demandes.push(demande);
      return written(request, { demande: demandeBody(request, demande) });
    },
    get_my_demandes: (request, payload) => {
      const user = shopUser(request);
      const mine = request.state.demandes.filter((d) => d.user_id === user.id).reverse();
      return ok({ demandes: page(mine, payload).map((d) => demandeBody(request, d)) });
    },
    get_demande_fournitures_articles: (request, payload) => {
      const user = shopUser(request);
      const demande = request.state.demandes.find(
        (d) => d.id === numberField(payload, 'demande_id') && d.user_id === user.id,
      );
      if (!demande) throw notFound('Request not found.');
      return ok({
        fournitures_articles: demande.lines.flatMap(([lineId, quantity]) => {
          const line = request.state.supplyLines.find((l) => l.id === lineId);
          if (!line) return [];
          return [
            {
              demande_quantity: quantity,
              article: articleRef(request.state, line.article_id),
              level_id: line.level_id,
              subject_id: line.subject_id,
            },
          ];
        }),
      });
    },
  }),
  ...actionRoutes('users_api', ['POST'], {
    login: (request, payload) => {
      const user = request.state.users.find((u) => u.username === payload['username']);
      if (!user || user.password !== payload['password']) {
        return ok({ success: false, message: "Nom d'utilisateur ou mot de passe incorrect." });
      }
      return loginAnswer(request, user, issueToken(request.state, user));
    },
    register: (request, payload) => {
      const email = String(payload['email'] ?? '').toLowerCase();
      if (request.state.users.some((u) => u.email === email))
        throw badRequest('This username already exists!', { error: 'exists' });
      const username = email.split('@')[0] || `user${nextId(request.state)}`;
      const password = String(payload['password'] ?? '');
      request.state.users.push({
        id: nextId(request.state),
        username,
        password,
        first_name: String(payload['first_name'] ?? ''),
        last_name: String(payload['last_name'] ?? ''),
        email,
        phone_number: String(payload['phone_number'] ?? ''),
        image_url: typeof payload['image'] === 'string' ? payload['image'] : null,
        account_type: 'customer',
        city: '',
      });
      return ok({ username, password });
    },
  }),
  route('POST', '/{product}/api/devis_articles_api', (request) => {
    shopUser(request);
    return ok({ success: true });
  }),
  route('GET', '/{product}/api/levels', (request) => {
    userOf(request, 'Token');
    const { levels, subjects, levelGroups } = request.state;
    return ok({ levels, subjects, levels_groups: levelGroups });
  }),
  route('GET', '/{product}/api/subjects', (request) => {
    userOf(request, 'Token');
    return ok({ subjects: request.state.subjects });
  }),
  route('POST', '/api/assets_storage', (request) => {
    shopUser(request);
    const file = request.body.form?.['file'] as { name?: string } | undefined;
    if (!file?.name) throw badRequest('File required');
    const url = `https://stockage.exemple.ma/${Date.now()}_${file.name}`;
    request.state.uploads.push(url);
    return ok({ url });
  }),
];

import { profileFromUser } from '@kk/domain';
import { getDb } from '../core/db';
import { displayName, type FakeUser } from '../core/users';
import type {
  ShopAddress,
  ShopDemande,
  ShopOccasion,
  ShopOrder,
  ShopPack,
  ShopPricedLine,
  ShopQuote,
  ShopSchool,
  ShopSupplyLine,
} from './types';

/**
 * Rows of the store → response bodies, in the shapes the `@kk/domain` schemas read.
 */

function shop() {
  return getDb().shop;
}

function articleRef(articleId: number) {
  const article = shop().articles.find((a) => a.id === articleId);
  return {
    id: articleId,
    name: article?.name ?? `Article ${articleId}`,
    image_url: article?.image_url ?? null,
  };
}

function levelName(levelId: number | null): string {
  return shop().levels.find((l) => l.level_id === levelId)?.name ?? '';
}

function subjectName(subjectId: number | null): string {
  return shop().subjects.find((s) => s.subject_id === subjectId)?.name ?? '';
}

/** A library (li user) as orders and quotes show it. */
export function libraryBody(libraryId: number | null) {
  if (libraryId === null) return null;
  const user = getDb().users.find((u) => u.id === libraryId);
  if (!user) return null;
  return { id: user.id, name: displayName(user), image_url: user.image_url, phone_number: user.phone_number };
}

/** School body (`School` of the domain). */
export function schoolBody(school: ShopSchool) {
  return {
    id: school.id,
    name: school.name,
    // A school the admin activated may have no postal code or street yet.
    address: [school.address, [school.cp, school.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    city: school.city,
    logo_url: school.logo_url,
    level_groups: school.level_groups,
    levels: school.levels,
    phone_number: school.phone_number,
    has_supplies: shop().supplyLines.some((l) => l.school_id === school.id),
  };
}

/** Address body. */
export function addressBody(address: ShopAddress) {
  const { user_id: _owner, ...body } = address;
  return body;
}

/** Supply line body (`f_articles` item). */
export function supplyLineBody(line: ShopSupplyLine) {
  return {
    id: line.id,
    school_id: line.school_id,
    level_id: line.level_id,
    subject_id: line.subject_id,
    quantity: line.quantity,
    article: articleRef(line.article_id),
  };
}

/** Pack line body (`pack_articles` item). */
export function packLineBody(line: ShopPricedLine) {
  const ref = articleRef(line.article_id);
  return {
    id: line.id,
    article: { id: ref.id, name: ref.name },
    brand: line.brand,
    price: line.price,
    quantity: line.quantity,
    image_url: ref.image_url,
  };
}

/** Pack body. */
export function packBody(pack: ShopPack) {
  return {
    id: pack.id,
    name: pack.name,
    school_id: pack.school_id,
    level_id: pack.level_id,
    image_url: null,
    pack_articles: pack.lines.map(packLineBody),
  };
}

/** Order body. Prices are sent as decimal strings, as Django REST framework does. */
export function orderBody(order: ShopOrder) {
  return {
    id: order.id,
    level_id: order.level_id,
    devis_id: order.devis_id,
    library: libraryBody(order.library_id),
    order_lines: order.lines.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      price: line.price.toFixed(2),
      brand: line.brand,
      article: articleRef(line.article_id),
    })),
    status: order.status,
    rate: order.rate,
    created_date: order.created_date,
    address: order.address_id,
    payment_mode: order.payment_mode,
    reason: order.reason ?? null,
  };
}

/** Number of quotes answering a request. */
export function responsesOf(demandeId: number): number {
  return shop().quotes.filter((q) => q.demande_id === demandeId).length;
}

/** Request body. */
export function demandeBody(demande: ShopDemande) {
  const bySchool = new Map<number, number[]>();
  for (const [schoolId, levelId] of demande.schools_levels) {
    const levels = bySchool.get(schoolId) ?? [];
    if (!levels.includes(levelId)) levels.push(levelId);
    bySchool.set(schoolId, levels);
  }
  return {
    id: demande.id,
    date_created: demande.date_created,
    schools: [...bySchool].map(([schoolId, levelIds]) => ({
      id: schoolId,
      name: shop().schools.find((s) => s.id === schoolId)?.name ?? `École ${schoolId}`,
      levels: levelIds.map((levelId) => ({ level_id: levelId, name: levelName(levelId) })),
    })),
    nbr_responses: responsesOf(demande.id),
  };
}

/** Articles of a request body. */
export function demandeLinesBody(demande: ShopDemande) {
  return demande.articles.map((a) => ({
    demande_quantity: a.quantity,
    article: articleRef(a.article_id),
    level_id: a.level_id,
    subject_id: a.subject_id,
  }));
}

/** Total of priced lines, rounded to the centime. */
export function linesTotal(lines: readonly ShopPricedLine[]): number {
  return Math.round(lines.reduce((sum, l) => sum + l.price * l.quantity, 0) * 100) / 100;
}

/** Quote body (`demande_devis`). */
export function quoteBody(quote: ShopQuote) {
  return {
    id: quote.id,
    date: quote.date,
    name: `Devis n° ${quote.id}`,
    level: levelName(quote.level_id),
    price: linesTotal(quote.lines).toFixed(2),
    library: libraryBody(quote.library_id),
    demande_id: quote.demande_id,
  };
}

/** Quote line body (`demande_devis_articles` item). */
export function quoteLineBody(line: ShopPricedLine) {
  const ref = articleRef(line.article_id);
  const article = shop().articles.find((a) => a.id === line.article_id);
  return {
    id: line.id,
    article: { ...ref, subject: subjectName(article?.subject_id ?? null) || null },
    brand: line.brand,
    price: line.price.toFixed(2),
    quantity: line.quantity,
  };
}

/** Second-hand book body. */
export function occasionBody(occasion: ShopOccasion) {
  const seller = getDb().users.find((u) => u.id === occasion.user_id);
  return {
    id: occasion.id,
    name: occasion.name,
    author: occasion.author,
    level: levelName(occasion.level_id),
    subject: subjectName(occasion.subject_id),
    edition: occasion.editor,
    edition_year: occasion.edition_year,
    description: occasion.description,
    price: occasion.price.toFixed(2),
    original_price: occasion.original_price === null ? null : occasion.original_price.toFixed(2),
    condition: occasion.condition,
    category: occasion.category,
    image_url: occasion.images,
    status: occasion.status,
    refusal_reason: occasion.refusal_reason ?? null,
    user: seller
      ? {
          first_name: seller.first_name,
          last_name: seller.last_name,
          phone_number: seller.phone_number,
          image_url: seller.image_url,
        }
      : null,
    date_created: occasion.date_created,
  };
}

/** Profile of the session user (§3). */
export function profileBody(user: FakeUser) {
  return profileFromUser({ ...user, password_is_forgotten: false, success: true, scope: user.account_type });
}

/** The shop session user (§3) with its token. */
export function sessionUserBody(user: FakeUser, token: string) {
  return {
    token,
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    image: user.image_url,
    account_type: user.account_type,
    profile: profileBody(user),
    has_children: (user.children?.length ?? 0) > 0,
    current_level: user.current_level ?? null,
    name: displayName(user),
  };
}

/** A customer as the library area shows them. */
export function customerBody(userId: number) {
  const user = getDb().users.find((u) => u.id === userId);
  return user ? { name: displayName(user), phone_number: user.phone_number } : null;
}

/** This library's quotes answering a request. */
function quotesOfLibrary(demandeId: number, libraryId: number) {
  return shop().quotes.filter((q) => q.demande_id === demandeId && q.library_id === libraryId);
}

/** Request body for a library: the customer, the number of articles and its own answer. */
export function libraryDemandeBody(demande: ShopDemande, libraryId: number) {
  const mine = quotesOfLibrary(demande.id, libraryId);
  return {
    ...demandeBody(demande),
    customer: customerBody(demande.user_id),
    nbr_articles: demande.articles.length,
    my_quote_id: mine[0]?.id ?? null,
    answered_levels: mine.map((q) => q.level_id).filter((id): id is number => id !== null),
  };
}

/**
 * State of a library's quote, from the orders made of it: none → sent, a cart order → in_cart,
 * a placed order (0–3) → ordered.
 */
export function quoteState(quote: ShopQuote): 'sent' | 'in_cart' | 'ordered' {
  const orders = shop().orders.filter((o) => o.devis_id === quote.id);
  if (orders.some((o) => o.status >= 0)) return 'ordered';
  return orders.length > 0 ? 'in_cart' : 'sent';
}

/** Quote body for the library that sent it: its state, the customer and the request's schools. */
export function libraryQuoteBody(quote: ShopQuote) {
  const demande = shop().demandes.find((d) => d.id === quote.demande_id);
  return {
    ...quoteBody(quote),
    state: quoteState(quote),
    customer: demande ? customerBody(demande.user_id) : null,
    schools: demande ? demandeBody(demande).schools.map(({ id, name }) => ({ id, name })) : [],
  };
}

/** Order body for its library: the customer, the delivery address's fields, the cancel reason. */
export function libraryOrderBody(order: ShopOrder) {
  const address = shop().addresses.find((a) => a.id === order.address_id);
  return {
    ...orderBody(order),
    customer: customerBody(order.user_id),
    delivery_address: address ? addressBody(address) : null,
  };
}

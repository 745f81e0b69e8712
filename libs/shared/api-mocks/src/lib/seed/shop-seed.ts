import type { Rng } from '../core/rng';
import type { SeedContext } from '../core/seed-context';
import { seedDate, type FakeUser } from '../core/users';
import type {
  ShopAddress,
  ShopArticle,
  ShopDemande,
  ShopDemandeLine,
  ShopOccasion,
  ShopOrder,
  ShopPack,
  ShopPricedLine,
  ShopQuote,
  ShopState,
  ShopSupplyLine,
} from '../shop/types';
import { ARTICLE_TYPES, NOTEBOOK_SUBJECTS, SEED_ARTICLES, type SeedArticle } from './articles';
import { BOOK_DESCRIPTIONS, SEED_BOOKS, SEED_PENDING_BOOKS, SEED_REFUSAL_REASON } from './books';
import { LEVEL_GROUPS, LEVELS, seedLevel, SUBJECTS } from './reference-lists';
import { articlePicture, bookCover } from './images';
import { CITIES, mobileNumber, STREETS } from './places';
import { hasSupplyList, seedSchools } from './schools';

/** Rounds a price to the half dirham, as libraries price. */
export function roundToHalf(price: number): number {
  return Math.max(0.5, Math.round(price * 2) / 2);
}

/** A library's price for a brand offer: around the list price (±10 %). */
export function libraryPrice(rng: Rng, listPrice: number): number {
  return roundToHalf(listPrice * rng.float(0.9, 1.1));
}

function articlesForGroup(group: number): SeedArticle[] {
  return SEED_ARTICLES.filter((a) => a.groups.includes(group));
}

/** The notebook article used for one subject at a level (small books in lower primary). */
function notebookFor(levelId: number): SeedArticle {
  const byName = (name: string) => SEED_ARTICLES.find((a) => a.name.startsWith(name)) ?? SEED_ARTICLES[0];
  if (levelId <= 3) return byName('Cahier 48 pages');
  if (levelId <= 6) return byName('Cahier 96 pages grands');
  if (levelId <= 9) return byName('Cahier 192 pages');
  return byName('Cahier 288 pages');
}

/** Builds the supply list of one school level: notebooks per subject, textbooks, general supplies. */
function supplyListFor(rng: Rng, schoolId: number, levelId: number, nextLineId: () => number): ShopSupplyLine[] {
  const level = seedLevel(levelId);
  const group = level.group_id;
  const lines: ShopSupplyLine[] = [];
  const add = (article: SeedArticle, subjectId: number | null, quantity: number) =>
    lines.push({
      id: nextLineId(),
      school_id: schoolId,
      level_id: levelId,
      subject_id: subjectId,
      article_id: article.id,
      quantity,
    });

  const notebook = notebookFor(levelId);
  for (const subjectId of NOTEBOOK_SUBJECTS[group] ?? []) {
    if (level.subjects_ids.includes(subjectId)) add(notebook, subjectId, rng.int(1, 3));
  }
  for (const textbook of articlesForGroup(group).filter((a) => a.type_id === 3)) {
    if (textbook.subject_id !== null && level.subjects_ids.includes(textbook.subject_id) && rng.chance(0.7)) {
      add(textbook, textbook.subject_id, 1);
    }
  }
  const general = articlesForGroup(group).filter(
    (a) => a.subject_id === null && a.id !== notebook.id && a.type_id !== 3,
  );
  for (const article of rng.sample(general, rng.int(4, 6))) {
    add(article, null, article.kind === 'stylo' ? rng.int(2, 4) : rng.int(1, 2));
  }
  return lines;
}

/** Picks the brand of a line: the cheapest, the dearest or any. */
function brandOf(rng: Rng, article: SeedArticle, style: 'cheap' | 'premium' | 'any') {
  const sorted = [...article.brands].sort((a, b) => a.price - b.price);
  if (style === 'cheap') return sorted[0];
  if (style === 'premium') return sorted[sorted.length - 1];
  return rng.pick(sorted);
}

/** Seeds the whole shop state. */
export function seedShop(ctx: SeedContext): ShopState {
  const { rng, users } = ctx;
  const schools = seedSchools(rng.fork('schools'));

  const articles: ShopArticle[] = SEED_ARTICLES.map((a) => ({
    id: a.id,
    name: a.name,
    type_id: a.type_id,
    subject_id: a.subject_id,
    image_url: articlePicture(a.kind, a.name),
    brands: a.brands.map((b) => ({ ...b })),
  }));

  // Supply lists and packs.
  const supplyRng = rng.fork('supplies');
  const supplyLines: ShopSupplyLine[] = [];
  const packs: ShopPack[] = [];
  let lineId = 1;
  let packLineId = 1;
  for (const school of schools.filter((s) => hasSupplyList(s.id))) {
    for (const levelId of school.levels) {
      const list = supplyListFor(supplyRng, school.id, levelId, () => lineId++);
      supplyLines.push(...list);
      const packStyles: ('cheap' | 'premium')[] =
        school.id <= 4 ? ['cheap', 'premium'] : supplyRng.chance(0.35) ? ['cheap'] : [];
      for (const style of packStyles) {
        const levelName = seedLevel(levelId).name;
        packs.push({
          id: packs.length + 1,
          name: `${style === 'cheap' ? 'Pack Essentiel' : 'Pack Premium'} ${levelName}`,
          school_id: school.id,
          level_id: levelId,
          lines: list.map((line) => {
            const article = SEED_ARTICLES[line.article_id - 1];
            const offer = brandOf(supplyRng, article, style);
            return {
              id: packLineId++,
              article_id: article.id,
              brand: offer.brand,
              price: offer.price,
              quantity: line.quantity,
            };
          }),
        });
      }
    }
  }

  const customers = users.filter((u) => u.account_type === 'customer' && u.email_verified && u.phone_verified);
  const libraries = users.filter((u) => u.account_type === 'li');
  const demoCustomer = users[0];
  const demoLibrary = libraries[0];

  // Addresses: two for the demo customer, one for most other customers.
  const addrRng = rng.fork('addresses');
  const addresses: ShopAddress[] = [];
  const addAddress = (user: FakeUser, name: string) => {
    const city = addrRng.weighted(
      CITIES,
      CITIES.map((c) => c.weight),
    );
    const d = addrRng.int(0, city.districts.length - 1);
    addresses.push({
      id: addresses.length + 1,
      user_id: user.id,
      name,
      address1: `${addrRng.int(1, 200)}, ${addrRng.pick(STREETS)}`,
      address2: addrRng.chance(0.5) ? `Appartement ${addrRng.int(1, 24)}, ${city.districts[d]}` : city.districts[d],
      city: city.name,
      cp: String(city.postalBase + d * 10),
      phone_number: user.phone_number || mobileNumber(addrRng.next),
    });
  };
  addAddress(demoCustomer, 'Maison');
  addAddress(demoCustomer, 'Bureau');
  for (const c of customers.slice(1)) if (addrRng.chance(0.7)) addAddress(c, 'Maison');

  // Requests and the libraries' quotes.
  const reqRng = rng.fork('demandes');
  const demandes: ShopDemande[] = [];
  const quotes: ShopQuote[] = [];
  let quoteLineId = 1;
  const linesOf = (schoolId: number, levelId: number) =>
    supplyLines.filter((l) => l.school_id === schoolId && l.level_id === levelId);
  const addDemande = (user: FakeUser, pairs: [number, number][], daysBefore: number, responders: FakeUser[]) => {
    const demandeLines: ShopDemandeLine[] = pairs.flatMap(([s, l]) =>
      linesOf(s, l).map((line) => ({
        supply_line_id: line.id,
        article_id: line.article_id,
        level_id: line.level_id,
        subject_id: line.subject_id,
        quantity: line.quantity,
      })),
    );
    const demande: ShopDemande = {
      id: demandes.length + 1,
      user_id: user.id,
      date_created: seedDate(daysBefore, 9),
      schools_levels: pairs,
      articles: demandeLines,
      auto_answered: true,
    };
    demandes.push(demande);
    responders.forEach((library, i) => {
      const levelId = pairs[i % pairs.length][1];
      quotes.push({
        id: quotes.length + 1,
        demande_id: demande.id,
        library_id: library.id,
        level_id: levelId,
        date: seedDate(daysBefore - 1 - i, 15),
        lines: demandeLines
          .filter((a) => a.level_id === levelId)
          .map((a) => {
            const offer = brandOf(reqRng, SEED_ARTICLES[a.article_id - 1], 'any');
            return {
              id: quoteLineId++,
              article_id: a.article_id,
              brand: offer.brand,
              price: libraryPrice(reqRng, offer.price),
              quantity: a.quantity,
            };
          }),
      });
    });
    return demande;
  };
  const otherLibrary = (i: number) => libraries[1 + (i % (libraries.length - 1))];
  // The demo customer: one request with two answers, one with one answer, one without.
  addDemande(demoCustomer, [[1, 7]], 20, [demoLibrary, otherLibrary(0)]);
  addDemande(
    demoCustomer,
    [
      [1, 5],
      [3, 5],
    ],
    12,
    [otherLibrary(1)],
  );
  addDemande(demoCustomer, [[2, 9]], 3, []);
  // Other customers.
  const supplySchools = schools.filter((s) => hasSupplyList(s.id));
  for (let i = 0; i < 16; i++) {
    const school = reqRng.pick(supplySchools);
    const level = reqRng.pick(school.levels);
    const count = reqRng.int(0, 3);
    addDemande(
      reqRng.pick(customers.slice(1)),
      [[school.id, level]],
      reqRng.int(2, 60),
      reqRng.sample(libraries, count),
    );
  }

  // Orders: the demo customer has orders in every status, others a few each.
  const orderRng = rng.fork('orders');
  const orders: ShopOrder[] = [];
  let orderLineId = 1;
  const randomLines = (count: number): ShopPricedLine[] =>
    orderRng.sample(SEED_ARTICLES, count).map((article) => {
      const offer = brandOf(orderRng, article, 'any');
      return {
        id: orderLineId++,
        article_id: article.id,
        brand: offer.brand,
        price: offer.price,
        quantity: orderRng.int(1, 3),
      };
    });
  const addOrder = (
    user: FakeUser,
    status: number,
    daysBefore: number,
    options: {
      lines?: ShopPricedLine[];
      library?: FakeUser | null;
      devis?: ShopQuote | null;
      level?: number | null;
      rate?: number | null;
    } = {},
  ) => {
    const userAddresses = addresses.filter((a) => a.user_id === user.id);
    orders.push({
      id: orders.length + 1,
      user_id: user.id,
      level_id: options.level ?? null,
      devis_id: options.devis?.id ?? null,
      library_id: options.library?.id ?? options.devis?.library_id ?? null,
      lines: options.lines ?? randomLines(orderRng.int(3, 8)),
      status,
      rate: options.rate ?? null,
      created_date: seedDate(daysBefore, 11),
      address_id: status >= 0 ? (userAddresses[0]?.id ?? null) : null,
      payment_mode: status >= 0 ? orderRng.pick([0, 1, 2, 2, 2]) : null,
    });
  };
  const copyLines = (lines: ShopPricedLine[]) => lines.map((l) => ({ ...l, id: orderLineId++ }));
  const demoPack = packs.find((p) => p.school_id === 1 && p.level_id === 7) ?? packs[0];
  const demoQuote = quotes.find((q) => q.demande_id === 1) ?? quotes[0];
  addOrder(demoCustomer, -1, 1, { lines: copyLines(demoPack.lines), level: demoPack.level_id });
  addOrder(demoCustomer, -1, 0, {
    lines: copyLines(demoQuote.lines.slice(0, 6)),
    devis: demoQuote,
    level: demoQuote.level_id,
  });
  addOrder(demoCustomer, 0, 4, { library: demoLibrary });
  addOrder(demoCustomer, 2, 9, { library: otherLibrary(2) });
  addOrder(demoCustomer, 3, 30, { library: demoLibrary, rate: 4 });
  addOrder(demoCustomer, 3, 45, { library: null });
  addOrder(demoCustomer, 1, 60, { library: otherLibrary(3) });
  for (let i = 0; i < 30; i++) {
    const status = orderRng.weighted([-1, 0, 1, 2, 3], [2, 3, 1, 2, 4]);
    addOrder(orderRng.pick(customers.slice(1)), status, orderRng.int(1, 90), {
      library: orderRng.chance(0.7) ? orderRng.pick(libraries) : null,
      rate: status === 3 && orderRng.chance(0.6) ? orderRng.int(3, 5) : null,
    });
  }

  // Second-hand books: three of the demo customer's, the rest from other customers.
  const bookRng = rng.fork('occasions');
  const occasions: ShopOccasion[] = [];
  const addOccasion = (
    user: FakeUser,
    bookIndex: number,
    daysBefore: number,
    status = 'Active',
    refusalReason: string | null = null,
  ) => {
    const book = SEED_BOOKS[bookIndex % SEED_BOOKS.length];
    const condition = bookRng.chance(0.65) ? 0 : 1;
    const price = Math.max(10, Math.round((book.original_price * bookRng.float(0.35, 0.7)) / 5) * 5);
    const year = bookRng.int(2017, 2025);
    occasions.push({
      id: occasions.length + 1,
      user_id: user.id,
      name: book.title,
      author: book.author,
      editor: book.editor,
      condition,
      category: book.category,
      description: bookRng.pick(BOOK_DESCRIPTIONS[condition as 0 | 1]),
      subject_id: book.subject_id,
      level_id: book.level_id,
      edition_year: `${String(bookRng.int(1, 28)).padStart(2, '0')}/${String(bookRng.int(1, 12)).padStart(2, '0')}/${year}`,
      price,
      original_price: bookRng.chance(0.85) ? book.original_price : null,
      images: bookRng.chance(0.4)
        ? [bookCover(book.title, book.author), bookCover(book.title, book.author, 1)]
        : [bookCover(book.title, book.author)],
      status,
      refusal_reason: refusalReason,
      date_created: seedDate(daysBefore, 18),
    });
  };
  addOccasion(demoCustomer, 0, 15);
  addOccasion(demoCustomer, 6, 40);
  addOccasion(demoCustomer, 14, 80, 'Vendu');
  for (let i = 0; i < 67; i++) {
    addOccasion(
      bookRng.pick(customers.slice(1)),
      bookRng.int(0, SEED_BOOKS.length - 1),
      bookRng.int(0, 120),
      bookRng.chance(0.08) ? 'Vendu' : 'Active',
    );
  }
  // Moderation (issue 17): new listings wait for the admin; the demo customer has one waiting and
  // one refused, three other customers one each waiting (added last: the rows above keep their ids).
  addOccasion(demoCustomer, SEED_PENDING_BOOKS[0], 1, 'Pending');
  addOccasion(demoCustomer, SEED_PENDING_BOOKS[1], 3, 'Refused', SEED_REFUSAL_REASON);
  customers.slice(1, 4).forEach((customer, i) => addOccasion(customer, SEED_PENDING_BOOKS[2 + i], i + 1, 'Pending'));

  return {
    levelGroups: LEVEL_GROUPS.map((g) => ({ ...g })),
    levels: LEVELS.map((l) => ({ ...l, subjects_ids: [...l.subjects_ids] })),
    subjects: SUBJECTS.map((s) => ({ ...s })),
    schools,
    // Two unlisted schools asked by customers, waiting for the admin (issue 17).
    schoolRequests: [
      {
        id: 1,
        user_id: customers[1]?.id ?? demoCustomer.id,
        name: 'École Les Cèdres bleus',
        city: 'Kénitra',
        level: 4,
        file_url: 'https://files.koolskools.example/listes/les-cedres-bleus-cm1.pdf',
        date_created: seedDate(6, 14),
        status: 'pending',
      },
      {
        id: 2,
        user_id: customers[2]?.id ?? demoCustomer.id,
        name: 'Groupe scolaire Dar Al Argane',
        city: 'Tanger',
        level: 8,
        file_url: 'https://files.koolskools.example/listes/dar-al-argane-liste.jpg',
        date_created: seedDate(2, 10),
        status: 'pending',
      },
    ],
    articleTypes: ARTICLE_TYPES.map((t) => ({ ...t })),
    articles,
    supplyLines,
    packs,
    addresses,
    orders,
    demandes,
    quotes,
    occasions,
  };
}

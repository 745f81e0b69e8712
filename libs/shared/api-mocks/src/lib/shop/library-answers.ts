import { getDb, nextId } from '../core/db';
import { LIBRARY_NAMES, type FakeUser } from '../core/users';
import { createRng } from '../core/rng';
import { libraryPrice } from '../seed/shop-seed';
import { newPricedLines, type PricedLineFields } from './priced-lines';
import type { ShopDemande, ShopQuote } from './types';

/** How long after a request the simulated libraries answer it (demo mode). */
export const AUTO_ANSWER_DELAY_MS = 20_000;

/**
 * The libraries the fake backend answers for: every `li` account but the demo library (Librairie
 * Al Maarifa, `librairie`), which is a person answering in the library area.
 */
export function isSimulatedLibrary(user: FakeUser): boolean {
  return user.account_type === 'li' && user.library_name !== LIBRARY_NAMES[0];
}

/**
 * Makes one to three of the simulated libraries ({@link isSimulatedLibrary}) answer a request with priced quotes (one per library, for the
 * first level of the request), as real libraries do some time after it is sent. Deterministic for
 * a given request id. Returns the new quotes.
 */
export function simulateLibraryAnswers(demandeId: number): ShopQuote[] {
  const { shop, users } = getDb();
  const demande = shop.demandes.find((d) => d.id === demandeId);
  if (!demande) return [];
  demande.auto_answered = true;
  const rng = createRng(`answers-${demandeId}`);
  const libraries = rng.sample(users.filter(isSimulatedLibrary), rng.int(1, 3));
  const levelId = demande.schools_levels[0]?.[1] ?? null;
  const articles = demande.articles.filter((a) => a.level_id === levelId);
  return libraries.map((library) =>
    addQuote(
      demande.id,
      library.id,
      levelId,
      articles.map((a) => {
        const offers = shop.articles.find((x) => x.id === a.article_id)?.brands ?? [{ brand: '', price: 10 }];
        const offer = rng.pick(offers);
        return {
          article_id: a.article_id,
          brand: offer.brand,
          price: libraryPrice(rng, offer.price),
          quantity: a.quantity,
        };
      }),
    ),
  );
}

/**
 * Stores a library's quote for a request (for one of its levels, or none), dated now, its lines
 * with new ids: the demo library's answer and the simulated ones alike.
 */
export function addQuote(
  demandeId: number,
  libraryId: number,
  levelId: ShopQuote['level_id'],
  lines: readonly PricedLineFields[],
): ShopQuote {
  const { shop } = getDb();
  const quote: ShopQuote = {
    id: nextId('shop.quotes', shop.quotes),
    demande_id: demandeId,
    library_id: libraryId,
    level_id: levelId,
    date: new Date().toISOString(),
    lines: newPricedLines('shop.quoteLines', shop.quotes, lines),
  };
  shop.quotes.push(quote);
  return quote;
}

/** Answers the requests older than {@link AUTO_ANSWER_DELAY_MS} that nobody answered yet. */
export function answerPendingDemandes(now = Date.now()): ShopDemande[] {
  const pending = getDb().shop.demandes.filter(
    (d) => !d.auto_answered && now - Date.parse(d.date_created) >= AUTO_ANSWER_DELAY_MS,
  );
  for (const d of pending) simulateLibraryAnswers(d.id);
  return pending;
}

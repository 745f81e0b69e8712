import type { ContractFixture } from '../../testing/contract';

const quote = (level: unknown, library: unknown) => ({
  id: 9,
  date: '2026-09-01T10:00:00Z',
  name: 'Devis n° 9',
  level,
  price: '120.50',
  library,
});

const line = (subject: unknown) => ({
  id: 1,
  article: { id: 10, name: 'Cahier 48 pages', image_url: null, subject },
  brand: 'Oxford',
  price: 4.5,
  quantity: 12,
});

/** A library named by a text has no id: the object reading names it only, so both read the same. */
const library = { id: null, name: 'Librairie Al Maarifa', image_url: null, phone_number: null };

/** Readings of the answers of quotes.api.ts (calls 21–23): names as texts or `{ name }`. */
export const quotesFixtures = {
  /** GET demandes_devis_api get_demandes_devis: `demandes_devis` (§7), a quote's `level` (§3). */
  getQuotes: {
    readings: {
      'level and library as texts': { demandes_devis: [quote('CE1', 'Librairie Al Maarifa')] },
      'level and library as objects': {
        demandes_devis: [quote({ level_id: 3, name: 'CE1' }, { name: 'Librairie Al Maarifa' })],
      },
    },
    result: { items: [{ ...quote('CE1', library), price: 120.5 }], error: null },
  },
  /** GET demandes_devis_articles_api get_articles: `demande_devis_articles` and `library` (§7). */
  getQuoteLines: {
    readings: {
      'subject and library as texts': {
        demande_devis_articles: [line('Mathématiques')],
        library: 'Librairie Al Maarifa',
      },
      'subject and library as objects': {
        demande_devis_articles: [line({ subject_id: 2, name: 'Mathématiques' })],
        library: { name: 'Librairie Al Maarifa' },
      },
    },
    result: { articles: [line('Mathématiques')], library },
  },
} satisfies Record<string, ContractFixture>;

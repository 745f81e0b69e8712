import type { ContractFixture } from '../../testing/contract';

const book = (level: unknown, subject: unknown) => ({
  id: 5,
  name: 'La Boîte à merveilles',
  author: 'Ahmed Sefrioui',
  level,
  subject,
  price: 30,
  condition: 0,
  image_url: [],
});

/** Readings of the answers of occasions.api.ts (calls 5–7): a book's "level (name)", "subject (name)" (§3). */
export const occasionsFixtures = {
  /** GET occasions_api_client get_all_occasions: one page of books. */
  getOccasions: {
    readings: {
      texts: { occasions: [book('CE1', 'Français')] },
      objects: { occasions: [book({ level_id: 3, name: 'CE1' }, { subject_id: 1, name: 'Français' })] },
    },
    result: {
      items: [
        {
          ...book('CE1', 'Français'),
          edition: '',
          edition_year: '',
          description: '',
          original_price: null,
          status: null,
        },
      ],
      error: null,
    },
  },
  /** POST occasions_api create_occasion: a 2xx is the listing published, whatever its body. */
  createOccasionDone: {
    readings: { 'success only': { success: true }, 'an empty object': {} },
    result: null,
  },
} satisfies Record<string, ContractFixture>;

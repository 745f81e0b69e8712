/**
 * The state of one space: a small seeded world, written for the journeys (a few schools with
 * their levels, supply lists and packs, libraries that answer quote requests, books, a customer
 * with a delivered order, a student), fresh for each space.
 */
import { createLearningState, type LearningState } from './learning-seed.mts';
import type { Reading } from './readings.mts';

export interface StateUser {
  id: number;
  username: string;
  password: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  image_url: string | null;
  /** `ad`, `li`, `sc_ad`, `customer`, or a learning role (`student`, `parent`, `professor`). */
  account_type: string;
  city: string;
}

export interface Level {
  level_id: number;
  name: string;
  group_id: number;
  subjects_ids: number[];
}

export interface School {
  id: number;
  name: string;
  address: string;
  city: string;
  logo_url: string | null;
  level_groups: number[];
  levels: number[];
  phone_number: string;
}

export interface Article {
  id: number;
  name: string;
  image_url: string | null;
  subject_id: number | null;
}

export interface SupplyLine {
  id: number;
  school_id: number;
  level_id: number;
  subject_id: number;
  quantity: number;
  article_id: number;
}

export interface PricedLine {
  id: number;
  article_id: number;
  brand: string;
  price: number;
  quantity: number;
}

export interface Pack {
  id: number;
  name: string;
  school_id: number;
  level_id: number;
  lines: PricedLine[];
}

export interface Address {
  id: number;
  user_id: number;
  name: string;
  address1: string;
  address2: string;
  city: string;
  cp: string;
  phone_number: string;
}

export interface Order {
  id: number;
  user_id: number;
  level_id: number | null;
  devis_id: number | null;
  library_id: number | null;
  lines: PricedLine[];
  /** `null` while in the cart. */
  status: number | null;
  rate: number | null;
  created_date: string;
  address_id: number | null;
}

export interface Demande {
  id: number;
  user_id: number;
  date_created: string;
  /** `[school_id, level_id]` pairs. */
  schools_levels: [number, number][];
  /** `[supply line id, quantity]`. */
  lines: [number, number][];
}

export interface Quote {
  id: number;
  demande_id: number;
  library_id: number;
  level_id: number;
  date: string;
  lines: PricedLine[];
}

export interface Occasion {
  id: number;
  user_id: number;
  name: string;
  author: string;
  editor: string;
  level_id: number;
  subject_id: number;
  category: number;
  edition: string;
  edition_year: string;
  description: string;
  price: number;
  original_price: number;
  condition: number;
  image_url: string[];
  status: string;
}

export interface SpecState {
  reading: Reading;
  users: StateUser[];
  /** Live tokens → user id. */
  tokens: Map<string, number>;
  levelGroups: { id: number; name: string }[];
  levels: Level[];
  subjects: { subject_id: number; name: string }[];
  schools: School[];
  /** Unlisted-school requests received. */
  schoolRequests: { id: number; user_id: number; name: string; city: string; level: string; file_url: string }[];
  articles: Article[];
  supplyLines: SupplyLine[];
  packs: Pack[];
  addresses: Address[];
  orders: Order[];
  demandes: Demande[];
  quotes: Quote[];
  occasions: Occasion[];
  uploads: string[];
  learning: LearningState;
  nextId: number;
}

/** A new id, unique in the space. */
export function nextId(state: SpecState): number {
  state.nextId += 1;
  return state.nextId;
}

/** A new token for `user`. */
export function issueToken(state: SpecState, user: StateUser): string {
  const token = `tok-${user.id}-${nextId(state)}`;
  state.tokens.set(token, user.id);
  return token;
}

const user = (id: number, username: string, first: string, last: string, accountType: string): StateUser => ({
  id,
  username,
  password: `${username}123`,
  first_name: first,
  last_name: last,
  email: `${username}@exemple.ma`,
  phone_number: `+2126${String(10000000 + id * 7919).slice(0, 8)}`,
  image_url: null,
  account_type: accountType,
  city: 'Fès',
});

const SCHOOL_NAMES: [string, string][] = [
  ['École Atlas', 'Fès'],
  ['Groupe Scolaire Al Qods', 'Rabat'],
  ['École Ibn Batouta', 'Tanger'],
  ['Collège Anoual', 'Casablanca'],
  ['École Les Orangers', 'Marrakech'],
  ['Groupe Scolaire Al Amal', 'Meknès'],
  ['École Oasis', 'Agadir'],
  ['Collège Ibn Rochd', 'Oujda'],
  ['École La Rose des Sables', 'Ouarzazate'],
  ['Groupe Scolaire Annour', 'Kénitra'],
  ['École Al Andalous', 'Tétouan'],
  ['École Tilila', 'Agadir'],
  ['Collège Averroès', 'Fès'],
  ['École Mimosas', 'Rabat'],
  ['Groupe Scolaire Yasmine', 'Salé'],
  ['École Zitoune', 'Meknès'],
  ['École Bab Al Bahr', 'Essaouira'],
  ['Collège Al Massira', 'Laâyoune'],
  ['École Ifrane', 'Ifrane'],
  ['Groupe Scolaire Chellah', 'Rabat'],
  ['École Al Fath', 'Casablanca'],
  ['École Toubkal', 'Marrakech'],
  ['Collège Moulay Idriss', 'Fès'],
  ['École Cèdres', 'Azrou'],
];

/** A fresh seeded state. */
export function createState(reading: Reading): SpecState {
  const users = [
    user(1, 'client', 'Salma', 'Bennani', 'customer'),
    user(2, 'librairie', 'Librairie', 'Al Maarifa', 'li'),
    user(3, 'papeterie', 'Papeterie', 'du Centre', 'li'),
    user(4, 'admin', 'Karim', 'Admin', 'ad'),
    user(5, 'vendeur', 'Youssef', 'Alaoui', 'customer'),
    user(6, 'eleve', 'Yasmine', 'Bennani', 'student'),
    user(7, 'parent', 'Nadia', 'Bennani', 'parent'),
  ];
  const levelGroups = [
    { id: 1, name: 'Primaire' },
    { id: 2, name: 'Collège' },
  ];
  const subjects = [
    { subject_id: 1, name: 'Mathématiques' },
    { subject_id: 2, name: 'Français' },
    { subject_id: 3, name: 'Arabe' },
    { subject_id: 4, name: 'Sciences' },
  ];
  const levels: Level[] = [
    { level_id: 1, name: 'CP', group_id: 1, subjects_ids: [1, 2, 3] },
    { level_id: 2, name: 'CE1', group_id: 1, subjects_ids: [1, 2, 3] },
    { level_id: 3, name: 'CE2', group_id: 1, subjects_ids: [1, 2, 3, 4] },
    { level_id: 7, name: '1re année collège', group_id: 2, subjects_ids: [1, 2, 3, 4] },
  ];
  const schools: School[] = SCHOOL_NAMES.map(([name, city], index) => ({
    id: index + 1,
    name,
    address: `${12 + index} avenue Mohammed V, ${city}`,
    city,
    logo_url: null,
    level_groups: index % 3 === 0 ? [1, 2] : [1],
    levels: index % 3 === 0 ? [1, 2, 3, 7] : [1, 2, 3],
    phone_number: `+21253500${String(1000 + index)}`,
  }));
  const articles: Article[] = [
    { id: 1, name: 'Cahier 96 pages grands carreaux', image_url: null, subject_id: 1 },
    { id: 2, name: 'Cahier 48 pages petits carreaux', image_url: null, subject_id: 2 },
    { id: 3, name: 'Stylo bille bleu', image_url: null, subject_id: null },
    { id: 4, name: 'Manuel de mathématiques CE1', image_url: null, subject_id: 1 },
    { id: 5, name: 'Livre de lecture CE1', image_url: null, subject_id: 2 },
    { id: 6, name: 'Trousse', image_url: null, subject_id: null },
  ];
  const supplyLines: SupplyLine[] = [];
  for (const school of schools.slice(0, 3)) {
    for (const levelId of [1, 2]) {
      for (const [articleId, subjectId, quantity] of [
        [1, 1, 4],
        [2, 2, 3],
        [4, 1, 1],
        [5, 2, 1],
      ] as const) {
        supplyLines.push({
          id: supplyLines.length + 1,
          school_id: school.id,
          level_id: levelId,
          subject_id: subjectId,
          quantity,
          article_id: articleId,
        });
      }
    }
  }
  const line = (id: number, articleId: number, brand: string, price: number, quantity: number): PricedLine => ({
    id,
    article_id: articleId,
    brand,
    price,
    quantity,
  });
  const packs: Pack[] = [
    {
      id: 1,
      name: 'Pack Essentiel CE1',
      school_id: 1,
      level_id: 2,
      lines: [line(1, 1, 'Oxford', 12.5, 4), line(2, 3, 'BIC', 3, 2), line(3, 6, 'Maped', 25, 1)],
    },
    {
      id: 2,
      name: 'Pack Complet CE1',
      school_id: 1,
      level_id: 2,
      lines: [line(4, 1, 'Clairefontaine', 15, 4), line(5, 4, 'Hachette', 68, 1), line(6, 5, 'Nathan', 45, 1)],
    },
  ];
  const orders: Order[] = [
    {
      id: 101,
      user_id: 1,
      level_id: 2,
      devis_id: null,
      library_id: 2,
      lines: [line(11, 1, 'Oxford', 12.5, 4), line(12, 3, 'BIC', 3, 2)],
      status: 3,
      rate: null,
      created_date: '2026-09-02T10:00:00Z',
      address_id: 1,
    },
  ];
  const demandes: Demande[] = [
    {
      id: 201,
      user_id: 1,
      date_created: '2026-09-05T09:30:00Z',
      schools_levels: [[1, 2]],
      lines: [
        [5, 4],
        [7, 1],
      ],
    },
  ];
  const quotes: Quote[] = [
    {
      id: 301,
      demande_id: 201,
      library_id: 2,
      level_id: 2,
      date: '2026-09-06T11:00:00Z',
      lines: [line(21, 1, 'Oxford', 12, 4), line(22, 4, 'Hachette', 65, 1)],
    },
  ];
  const occasions: Occasion[] = [
    {
      id: 401,
      user_id: 5,
      name: 'Le Petit Prince',
      author: 'Antoine de Saint-Exupéry',
      editor: 'Gallimard',
      level_id: 7,
      subject_id: 2,
      category: 1,
      edition: '01/09/2019',
      edition_year: '2019',
      description: 'Très bon état, quelques annotations au crayon.',
      price: 30,
      original_price: 60,
      condition: 0,
      image_url: [],
      status: 'Active',
    },
    {
      id: 402,
      user_id: 5,
      name: 'Manuel de mathématiques CE2',
      author: 'Collectif',
      editor: 'Hachette',
      level_id: 3,
      subject_id: 1,
      category: 2,
      edition: '01/09/2021',
      edition_year: '2021',
      description: 'Couverture un peu usée.',
      price: 40,
      original_price: 85,
      condition: 1,
      image_url: [],
      status: 'Active',
    },
  ];
  return {
    reading,
    users,
    tokens: new Map(),
    levelGroups,
    levels,
    subjects,
    schools,
    schoolRequests: [],
    articles,
    supplyLines,
    packs,
    addresses: [
      {
        id: 1,
        user_id: 1,
        name: 'Maison',
        address1: '5 rue Ibn Khaldoun',
        address2: '',
        city: 'Fès',
        cp: '30000',
        phone_number: '+212612345678',
      },
    ],
    orders,
    demandes,
    quotes,
    occasions,
    uploads: [],
    learning: createLearningState(),
    nextId: 1000,
  };
}

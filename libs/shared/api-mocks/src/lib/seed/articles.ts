import { SUBJECT_IDS } from './reference-lists';

/**
 * The supply articles of the shop seed: real kinds of school supplies with the brands sold in
 * Moroccan libraries and their usual prices in Dhs.
 */

/** Article types (`articles_types_api`). */
export const ARTICLE_TYPES = [
  { id: 1, name: 'Cahiers' },
  { id: 2, name: 'Écriture' },
  { id: 3, name: 'Manuels scolaires' },
  { id: 4, name: 'Géométrie et calcul' },
  { id: 5, name: 'Classement et protection' },
  { id: 6, name: 'Arts plastiques' },
  { id: 7, name: 'Cartables et trousses' },
  { id: 8, name: 'Papeterie' },
] as const;

/** Picture kinds of `articlePicture`. */
export type ArticleKind =
  | 'cahier'
  | 'stylo'
  | 'crayon'
  | 'regle'
  | 'trousse'
  | 'livre'
  | 'classeur'
  | 'geometrie'
  | 'couleurs'
  | 'autre';

/** An article of the seed catalogue with its brand offers. */
export interface SeedArticle {
  id: number;
  name: string;
  type_id: number;
  kind: ArticleKind;
  /** Subject for subject-specific articles (textbooks), else null. */
  subject_id: number | null;
  brands: { brand: string; price: number }[];
  /** Level groups the article suits (1 primaire, 2 collège, 3 lycée). */
  groups: number[];
}

const S = SUBJECT_IDS;
const ALL = [1, 2, 3];

/** Brands sold and their prices in Dhs. */
type Brands = [brand: string, price: number][];

type Row = [name: string, type: number, kind: ArticleKind, subject: number | null, groups: number[], brands: Brands];

/** The ballpoint pens' brands and prices, the same for every ink. */
const BALLPOINT_BRANDS: Brands = [
  ['Bic', 2.5],
  ['Pilot', 6],
  ['Schneider', 4],
];

const ROWS: Row[] = [
  [
    'Cahier 48 pages grands carreaux 17x22',
    1,
    'cahier',
    null,
    [1],
    [
      ['Sélecta', 4.5],
      ['Clairefontaine', 9],
      ['Oxford', 8],
    ],
  ],
  [
    'Cahier 96 pages grands carreaux 17x22',
    1,
    'cahier',
    null,
    [1, 2],
    [
      ['Sélecta', 7],
      ['Clairefontaine', 14],
      ['Oxford', 12.5],
    ],
  ],
  [
    'Cahier 192 pages grands carreaux 24x32',
    1,
    'cahier',
    null,
    [2, 3],
    [
      ['Sélecta', 18],
      ['Clairefontaine', 32],
      ['Oxford', 29],
    ],
  ],
  [
    'Cahier 96 pages petits carreaux 24x32',
    1,
    'cahier',
    null,
    [2, 3],
    [
      ['Sélecta', 11],
      ['Clairefontaine', 19],
      ['Oxford', 17],
    ],
  ],
  [
    'Cahier 288 pages petits carreaux 24x32',
    1,
    'cahier',
    null,
    [3],
    [
      ['Sélecta', 26],
      ['Clairefontaine', 45],
      ['Oxford', 42],
    ],
  ],
  [
    'Cahier de travaux pratiques 96 pages',
    1,
    'cahier',
    null,
    [1, 2],
    [
      ['Sélecta', 9],
      ['Clairefontaine', 16],
    ],
  ],
  [
    'Cahier de musique 48 pages',
    1,
    'cahier',
    null,
    [1, 2],
    [
      ['Sélecta', 8],
      ['Clairefontaine', 15],
    ],
  ],
  [
    'Cahier de brouillon 100 pages',
    1,
    'cahier',
    null,
    ALL,
    [
      ['Sélecta', 5],
      ['Oxford', 9],
    ],
  ],
  [
    'Cahier de textes',
    1,
    'cahier',
    null,
    ALL,
    [
      ['Sélecta', 15],
      ['Oxford', 35],
      ['Clairefontaine', 39],
    ],
  ],
  ['Stylo bille bleu', 2, 'stylo', null, ALL, BALLPOINT_BRANDS],
  ['Stylo bille rouge', 2, 'stylo', null, ALL, BALLPOINT_BRANDS],
  [
    'Stylo bille vert',
    2,
    'stylo',
    null,
    ALL,
    [
      ['Bic', 2.5],
      ['Pilot', 6],
    ],
  ],
  ['Stylo bille noir', 2, 'stylo', null, [2, 3], BALLPOINT_BRANDS],
  [
    'Stylo plume',
    2,
    'stylo',
    null,
    [1, 2],
    [
      ['Bic', 25],
      ['Pelikan', 85],
      ['Stabilo', 65],
    ],
  ],
  [
    "Cartouches d'encre bleue (boîte de 6)",
    2,
    'stylo',
    null,
    [1, 2],
    [
      ['Bic', 8],
      ['Pelikan', 15],
    ],
  ],
  [
    'Crayon à papier HB',
    2,
    'crayon',
    null,
    ALL,
    [
      ['Bic', 2],
      ['Maped', 3],
      ['Staedtler', 4],
    ],
  ],
  [
    'Gomme blanche',
    2,
    'autre',
    null,
    ALL,
    [
      ['Maped', 4],
      ['Staedtler', 5],
    ],
  ],
  [
    'Taille-crayon avec réservoir',
    2,
    'autre',
    null,
    ALL,
    [
      ['Maped', 8],
      ['Staedtler', 12],
    ],
  ],
  [
    'Surligneurs (lot de 4)',
    2,
    'stylo',
    null,
    [2, 3],
    [
      ['Bic', 20],
      ['Stabilo', 35],
    ],
  ],
  [
    'Correcteur ruban',
    2,
    'autre',
    null,
    [2, 3],
    [
      ['Bic', 15],
      ['Tipp-Ex', 18],
    ],
  ],
  [
    'Feutres fins (pochette de 12)',
    2,
    'couleurs',
    null,
    [2, 3],
    [
      ['Bic', 25],
      ['Stabilo', 45],
    ],
  ],
  [
    'Règle plate 30 cm',
    4,
    'regle',
    null,
    ALL,
    [
      ['Sélecta', 4],
      ['Maped', 6],
    ],
  ],
  [
    'Équerre 21 cm',
    4,
    'geometrie',
    null,
    ALL,
    [
      ['Sélecta', 5],
      ['Maped', 8],
    ],
  ],
  [
    'Rapporteur 12 cm',
    4,
    'geometrie',
    null,
    [1, 2],
    [
      ['Sélecta', 4],
      ['Maped', 6],
    ],
  ],
  [
    'Compas',
    4,
    'geometrie',
    null,
    [1, 2, 3],
    [
      ['Maped', 35],
      ['Staedtler', 45],
    ],
  ],
  [
    'Kit de géométrie 4 pièces',
    4,
    'geometrie',
    null,
    [2, 3],
    [
      ['Maped', 22],
      ['Staedtler', 30],
    ],
  ],
  [
    'Calculatrice scientifique',
    4,
    'autre',
    null,
    [2, 3],
    [
      ['Casio fx-92', 220],
      ['Casio fx-991', 290],
    ],
  ],
  [
    'Protège-cahier 17x22',
    5,
    'classeur',
    null,
    [1, 2],
    [
      ['Sélecta', 3],
      ['Oxford', 6],
    ],
  ],
  [
    'Protège-cahier 24x32',
    5,
    'classeur',
    null,
    [2, 3],
    [
      ['Sélecta', 4],
      ['Oxford', 8],
    ],
  ],
  [
    'Classeur A4 4 anneaux',
    5,
    'classeur',
    null,
    [2, 3],
    [
      ['Sélecta', 18],
      ['Oxford', 32],
    ],
  ],
  [
    'Pochettes plastiques (paquet de 50)',
    5,
    'classeur',
    null,
    [2, 3],
    [
      ['Sélecta', 15],
      ['Oxford', 28],
    ],
  ],
  [
    'Intercalaires A4 (6 positions)',
    5,
    'classeur',
    null,
    [2, 3],
    [
      ['Sélecta', 6],
      ['Oxford', 12],
    ],
  ],
  [
    'Étiquettes scolaires (planche)',
    5,
    'autre',
    null,
    [1],
    [
      ['Sélecta', 5],
      ['Maped', 9],
    ],
  ],
  [
    'Crayons de couleur (boîte de 12)',
    6,
    'couleurs',
    null,
    [1, 2],
    [
      ['Maped', 25],
      ['Staedtler', 35],
      ['Faber-Castell', 40],
    ],
  ],
  [
    'Feutres de coloriage (boîte de 12)',
    6,
    'couleurs',
    null,
    [1],
    [
      ['Maped', 28],
      ['Bic', 22],
    ],
  ],
  [
    'Gouache (5 tubes)',
    6,
    'couleurs',
    null,
    [1, 2],
    [
      ['Maped', 30],
      ['Giotto', 38],
    ],
  ],
  [
    'Pinceaux (lot de 3)',
    6,
    'autre',
    null,
    [1, 2],
    [
      ['Maped', 15],
      ['Giotto', 18],
    ],
  ],
  [
    'Pochette papier à dessin 24x32',
    6,
    'autre',
    null,
    [1, 2],
    [
      ['Clairefontaine', 22],
      ['Sélecta', 12],
    ],
  ],
  [
    'Pâte à modeler',
    6,
    'autre',
    null,
    [1],
    [
      ['Giotto', 20],
      ['Maped', 18],
    ],
  ],
  [
    'Colle en bâton 21 g',
    6,
    'autre',
    null,
    ALL,
    [
      ['UHU', 12],
      ['Pritt', 14],
    ],
  ],
  [
    'Ciseaux à bouts ronds',
    6,
    'autre',
    null,
    [1],
    [
      ['Maped', 15],
      ['Staedtler', 20],
    ],
  ],
  [
    'Trousse double compartiment',
    7,
    'trousse',
    null,
    ALL,
    [
      ['Maped', 45],
      ['Oxford', 60],
    ],
  ],
  [
    'Ardoise blanche et feutre',
    7,
    'autre',
    null,
    [1],
    [
      ['Maped', 25],
      ['Sélecta', 15],
    ],
  ],
  [
    'Copies doubles grands carreaux (paquet de 100)',
    8,
    'autre',
    null,
    [2, 3],
    [
      ['Sélecta', 18],
      ['Clairefontaine', 30],
    ],
  ],
  [
    'Copies simples grands carreaux (paquet de 100)',
    8,
    'autre',
    null,
    [2, 3],
    [
      ['Sélecta', 12],
      ['Clairefontaine', 20],
    ],
  ],
  [
    'Papier millimétré (pochette)',
    8,
    'autre',
    null,
    [2, 3],
    [
      ['Clairefontaine', 14],
      ['Sélecta', 9],
    ],
  ],
  [
    'Dictionnaire de français de poche',
    8,
    'livre',
    S.francais,
    [2, 3],
    [
      ['Larousse', 95],
      ['Le Robert', 110],
    ],
  ],
  ['Bescherelle La conjugaison', 8, 'livre', S.francais, [2, 3], [['Hatier', 85]]],
  [
    'Manuel de mathématiques',
    3,
    'livre',
    S.maths,
    ALL,
    [
      ['Al Moufid', 45],
      ['Nathan', 75],
      ['Dar Attakafa', 40],
    ],
  ],
  [
    'Manuel de français',
    3,
    'livre',
    S.francais,
    ALL,
    [
      ['Mes apprentissages', 48],
      ['Hachette', 78],
      ['Parcours', 52],
    ],
  ],
  [
    "Manuel d'arabe (اللغة العربية)",
    3,
    'livre',
    S.arabe,
    ALL,
    [
      ['Al Jadid', 38],
      ['Al Moufid', 42],
    ],
  ],
  [
    "Manuel d'éducation islamique (التربية الإسلامية)",
    3,
    'livre',
    S.islamique,
    ALL,
    [
      ['Fi Rihab', 32],
      ['Al Moufid', 35],
    ],
  ],
  [
    "Manuel d'éveil scientifique",
    3,
    'livre',
    S.eveil,
    [1],
    [
      ['Al Moufid', 36],
      ['Dar Attakafa', 34],
    ],
  ],
  [
    'Manuel de sciences de la vie et de la terre',
    3,
    'livre',
    S.svt,
    [2, 3],
    [
      ['Al Massar', 46],
      ['Nathan', 80],
    ],
  ],
  [
    'Manuel de physique-chimie',
    3,
    'livre',
    S.physique,
    [2, 3],
    [
      ['Almanar', 48],
      ['Hachette', 82],
    ],
  ],
  [
    "Manuel d'histoire-géographie",
    3,
    'livre',
    S.histoireGeo,
    [1, 2, 3],
    [
      ['Al Moufid', 40],
      ['Dar Attakafa', 38],
    ],
  ],
  [
    "Manuel d'anglais",
    3,
    'livre',
    S.anglais,
    [2, 3],
    [
      ['Ticket to English', 55],
      ['Oxford', 120],
    ],
  ],
  [
    'Manuel de philosophie',
    3,
    'livre',
    S.philosophie,
    [3],
    [
      ['Manar', 50],
      ['Dar Attakafa', 44],
    ],
  ],
  ["Manuel d'informatique", 3, 'livre', S.informatique, [1, 2], [['Al Moufid', 30]]],
  ['Manuel d’amazighe (ⵜⴰⵎⴰⵣⵉⵖⵜ)', 3, 'livre', S.amazighe, [1], [['IRCAM', 28]]],
];

/** The catalogue, ids 1..n in this order. */
export const SEED_ARTICLES: readonly SeedArticle[] = ROWS.map(
  ([name, type_id, kind, subject_id, groups, brands], i) => ({
    id: i + 1,
    name,
    type_id,
    kind,
    subject_id,
    groups,
    brands: brands.map(([brand, price]) => ({ brand, price })),
  }),
);

/** The seed article of an id (throws on an unknown id). */
export function seedArticle(id: number): SeedArticle {
  const article = SEED_ARTICLES.find((a) => a.id === id);
  if (!article) throw new Error(`Unknown article ${id}`);
  return article;
}

/** Subjects that get their own exercise book in a supply list, per level group. */
export const NOTEBOOK_SUBJECTS: Record<number, number[]> = {
  1: [S.arabe, S.francais, S.maths, S.islamique, S.eveil],
  2: [S.arabe, S.francais, S.maths, S.svt, S.physique, S.histoireGeo, S.anglais],
  3: [S.arabe, S.francais, S.maths, S.svt, S.physique, S.histoireGeo, S.anglais, S.philosophie],
};

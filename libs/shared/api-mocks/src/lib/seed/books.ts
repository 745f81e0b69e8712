import { LEVEL_IDS, SUBJECT_IDS } from './reference-lists';

/** A second-hand book template of the seed: title, author, publisher, subject, level, category, price new. */
export interface SeedBook {
  title: string;
  author: string;
  editor: string;
  subject_id: number;
  level_id: number;
  /** 1 textbooks and revision books, 2 novels and reading (the two category tiles of /occasion). */
  category: 1 | 2;
  original_price: number;
}

const S = SUBJECT_IDS;
const L = LEVEL_IDS;

/** Books found on Moroccan second-hand school book stalls: set texts of the French and Arabic curricula and textbooks. */
export const SEED_BOOKS: readonly SeedBook[] = [
  {
    title: 'La Boîte à merveilles',
    author: 'Ahmed Sefrioui',
    editor: 'Éditions du Seuil',
    subject_id: S.francais,
    level_id: L.premiereBac,
    category: 2,
    original_price: 45,
  },
  {
    title: 'Antigone',
    author: 'Jean Anouilh',
    editor: 'La Table Ronde',
    subject_id: S.francais,
    level_id: L.premiereBac,
    category: 2,
    original_price: 40,
  },
  {
    title: "Le Dernier Jour d'un condamné",
    author: 'Victor Hugo',
    editor: 'Gallimard',
    subject_id: S.francais,
    level_id: L.premiereBac,
    category: 2,
    original_price: 35,
  },
  {
    title: 'Il était une fois un vieux couple heureux',
    author: 'Mohammed Khaïr-Eddine',
    editor: 'Éditions du Seuil',
    subject_id: S.francais,
    level_id: L.troncCommun,
    category: 2,
    original_price: 50,
  },
  {
    title: 'Le Bourgeois gentilhomme',
    author: 'Molière',
    editor: 'Larousse',
    subject_id: S.francais,
    level_id: L.troncCommun,
    category: 2,
    original_price: 30,
  },
  {
    title: 'La Ficelle et autres nouvelles',
    author: 'Guy de Maupassant',
    editor: 'Hatier',
    subject_id: S.francais,
    level_id: L.troncCommun,
    category: 2,
    original_price: 30,
  },
  {
    title: 'Le Petit Prince',
    author: 'Antoine de Saint-Exupéry',
    editor: 'Gallimard',
    subject_id: S.francais,
    level_id: L.deuxiemeCollege,
    category: 2,
    original_price: 60,
  },
  {
    title: 'Le Médecin malgré lui',
    author: 'Molière',
    editor: 'Hachette',
    subject_id: S.francais,
    level_id: L.troisiemeCollege,
    category: 2,
    original_price: 28,
  },
  {
    title: 'Contes du lundi',
    author: 'Alphonse Daudet',
    editor: 'Hatier',
    subject_id: S.francais,
    level_id: L.troisiemeCollege,
    category: 2,
    original_price: 25,
  },
  {
    title: 'Les Misérables (extraits)',
    author: 'Victor Hugo',
    editor: 'Larousse',
    subject_id: S.francais,
    level_id: L.troisiemeCollege,
    category: 2,
    original_price: 35,
  },
  {
    title: 'Al Ayyam (الأيام)',
    author: 'Taha Hussein',
    editor: 'Dar Al Maaref',
    subject_id: S.arabe,
    level_id: L.deuxiemeBac,
    category: 2,
    original_price: 55,
  },
  {
    title: 'Al Liss wa Al Kilab (اللص والكلاب)',
    author: 'Naguib Mahfouz',
    editor: 'Dar Al Shorouk',
    subject_id: S.arabe,
    level_id: L.premiereBac,
    category: 2,
    original_price: 50,
  },
  {
    title: 'Oliver Twist (Bookworms)',
    author: 'Charles Dickens',
    editor: 'Oxford',
    subject_id: S.anglais,
    level_id: L.premiereBac,
    category: 2,
    original_price: 70,
  },
  {
    title: 'Bescherelle La conjugaison pour tous',
    author: 'Bescherelle',
    editor: 'Hatier',
    subject_id: S.francais,
    level_id: L.premiereCollege,
    category: 1,
    original_price: 85,
  },
  {
    title: 'Al Moufid Mathématiques 3AC',
    author: 'Collectif',
    editor: 'Al Moufid',
    subject_id: S.maths,
    level_id: L.troisiemeCollege,
    category: 1,
    original_price: 45,
  },
  {
    title: 'Almanar Physique-Chimie 2BAC',
    author: 'Collectif',
    editor: 'Almanar',
    subject_id: S.physique,
    level_id: L.deuxiemeBac,
    category: 1,
    original_price: 60,
  },
  {
    title: 'Annales Bac SVT corrigées',
    author: 'Collectif',
    editor: 'Dar Attakafa',
    subject_id: S.svt,
    level_id: L.deuxiemeBac,
    category: 1,
    original_price: 70,
  },
  {
    title: 'Mes apprentissages en français CE2',
    author: 'Collectif',
    editor: 'Mes apprentissages',
    subject_id: S.francais,
    level_id: L.ce2,
    category: 1,
    original_price: 48,
  },
  {
    title: 'Al Jadid fi Al Arabiya CM1',
    author: 'Collectif',
    editor: 'Al Jadid',
    subject_id: S.arabe,
    level_id: L.cm1,
    category: 1,
    original_price: 38,
  },
  {
    title: 'Ticket to English 3AC',
    author: 'Collectif',
    editor: 'Ticket to English',
    subject_id: S.anglais,
    level_id: L.troisiemeCollege,
    category: 1,
    original_price: 55,
  },
  {
    title: 'Manar Philosophie Tronc commun',
    author: 'Collectif',
    editor: 'Manar',
    subject_id: S.philosophie,
    level_id: L.troncCommun,
    category: 1,
    original_price: 50,
  },
  {
    title: 'Mathématiques 1BAC Sciences expérimentales',
    author: 'Collectif',
    editor: 'Nathan',
    subject_id: S.maths,
    level_id: L.premiereBac,
    category: 1,
    original_price: 75,
  },
  {
    title: 'Histoire-Géographie 2AC',
    author: 'Collectif',
    editor: 'Al Moufid',
    subject_id: S.histoireGeo,
    level_id: L.deuxiemeCollege,
    category: 1,
    original_price: 40,
  },
  {
    title: 'Éveil scientifique CE1',
    author: 'Collectif',
    editor: 'Dar Attakafa',
    subject_id: S.eveil,
    level_id: L.ce1,
    category: 1,
    original_price: 34,
  },
  {
    title: 'SVT 1AC Al Massar',
    author: 'Collectif',
    editor: 'Al Massar',
    subject_id: S.svt,
    level_id: L.premiereCollege,
    category: 1,
    original_price: 46,
  },
  {
    title: 'Exercices corrigés Maths 6ème primaire',
    author: 'Collectif',
    editor: 'Dar Attakafa',
    subject_id: S.maths,
    level_id: L.sixiemePrimaire,
    category: 1,
    original_price: 35,
  },
  {
    title: 'Physique-Chimie Tronc commun – exercices',
    author: 'Collectif',
    editor: 'Almanar',
    subject_id: S.physique,
    level_id: L.troncCommun,
    category: 1,
    original_price: 52,
  },
  {
    title: 'Al Moufid fi Attarbiya Al Islamiya 6AP',
    author: 'Collectif',
    editor: 'Al Moufid',
    subject_id: S.islamique,
    level_id: L.sixiemePrimaire,
    category: 1,
    original_price: 32,
  },
];

/** Seller descriptions, by condition (0 good, 1 average). */
export const BOOK_DESCRIPTIONS: Record<0 | 1, readonly string[]> = {
  0: [
    'Très bon état, aucune annotation.',
    'Utilisé une seule année, comme neuf.',
    'Couverture plastifiée, pages propres.',
    'Acheté neuf cette année, jamais annoté.',
  ],
  1: [
    'Quelques annotations au crayon, faciles à effacer.',
    'Couverture un peu abîmée, intérieur propre.',
    'Surligné par endroits, livre complet.',
    'Coins cornés, toutes les pages sont là.',
  ],
};

/** Books (indexes in SEED_BOOKS) of the listings waiting for the admin's review in the seed. */
export const SEED_PENDING_BOOKS: readonly number[] = [3, 9, 5, 11, 17];

/** Why the admin refused the demo customer's listing in the seed. */
export const SEED_REFUSAL_REASON = 'Les photos sont floues : ajoutez une photo nette de la couverture.';

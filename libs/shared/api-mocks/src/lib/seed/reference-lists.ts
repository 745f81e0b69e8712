/**
 * The Moroccan school levels, level groups (cycles) and subjects of the seed. Fixed ids, shared by
 * the shop (levels, subjects, schools) and the learning side (students' levels, courses).
 */

/** A level group of the seed. */
export interface SeedLevelGroup {
  id: number;
  name: string;
  /** Arabic name. */
  name_ar: string;
}

/** A level of the seed. */
export interface SeedLevel {
  level_id: number;
  name: string;
  /** Arabic name. */
  name_ar: string;
  group_id: number;
  subjects_ids: number[];
}

/** A subject of the seed, named in French and Arabic. */
export interface SeedSubject {
  subject_id: number;
  name: string;
  name_ar: string;
}

/** Level group ids. */
export const LEVEL_GROUP_IDS = { primaire: 1, college: 2, lycee: 3 } as const;

/** The three level groups (the screens' "Cycles"). */
export const LEVEL_GROUPS: readonly SeedLevelGroup[] = [
  { id: LEVEL_GROUP_IDS.primaire, name: 'Primaire', name_ar: 'الابتدائي' },
  { id: LEVEL_GROUP_IDS.college, name: 'Collège', name_ar: 'الإعدادي' },
  { id: LEVEL_GROUP_IDS.lycee, name: 'Lycée', name_ar: 'الثانوي التأهيلي' },
];

/** Subject ids. */
export const SUBJECT_IDS = {
  maths: 1,
  francais: 2,
  arabe: 3,
  islamique: 4,
  eveil: 5,
  svt: 6,
  physique: 7,
  histoireGeo: 8,
  anglais: 9,
  informatique: 10,
  artistique: 11,
  sport: 12,
  philosophie: 13,
  amazighe: 14,
  espagnol: 15,
} as const;

/** Subjects in French and Arabic. */
export const SUBJECTS: readonly SeedSubject[] = [
  { subject_id: SUBJECT_IDS.maths, name: 'Mathématiques', name_ar: 'الرياضيات' },
  { subject_id: SUBJECT_IDS.francais, name: 'Français', name_ar: 'اللغة الفرنسية' },
  { subject_id: SUBJECT_IDS.arabe, name: 'Arabe', name_ar: 'اللغة العربية' },
  { subject_id: SUBJECT_IDS.islamique, name: 'Éducation islamique', name_ar: 'التربية الإسلامية' },
  { subject_id: SUBJECT_IDS.eveil, name: 'Éveil scientifique', name_ar: 'النشاط العلمي' },
  { subject_id: SUBJECT_IDS.svt, name: 'Sciences de la vie et de la terre', name_ar: 'علوم الحياة والأرض' },
  { subject_id: SUBJECT_IDS.physique, name: 'Physique-Chimie', name_ar: 'الفيزياء والكيمياء' },
  { subject_id: SUBJECT_IDS.histoireGeo, name: 'Histoire-Géographie', name_ar: 'التاريخ والجغرافيا' },
  { subject_id: SUBJECT_IDS.anglais, name: 'Anglais', name_ar: 'اللغة الإنجليزية' },
  { subject_id: SUBJECT_IDS.informatique, name: 'Informatique', name_ar: 'المعلوميات' },
  { subject_id: SUBJECT_IDS.artistique, name: 'Éducation artistique', name_ar: 'التربية الفنية' },
  { subject_id: SUBJECT_IDS.sport, name: 'Éducation physique', name_ar: 'التربية البدنية' },
  { subject_id: SUBJECT_IDS.philosophie, name: 'Philosophie', name_ar: 'الفلسفة' },
  { subject_id: SUBJECT_IDS.amazighe, name: 'Amazighe', name_ar: 'اللغة الأمازيغية' },
  { subject_id: SUBJECT_IDS.espagnol, name: 'Espagnol', name_ar: 'اللغة الإسبانية' },
];

const S = SUBJECT_IDS;
const primaryLower = [S.arabe, S.francais, S.maths, S.islamique, S.eveil, S.artistique, S.sport, S.amazighe];
const primaryUpper = [...primaryLower, S.histoireGeo, S.informatique];
/** The subjects collège and lycée both teach. */
const secondaryCore = [S.arabe, S.francais, S.maths, S.islamique, S.svt, S.physique, S.histoireGeo, S.anglais];
const college = [...secondaryCore, S.informatique, S.sport];
const lycee = [...secondaryCore, S.philosophie, S.sport];

/** Level ids, CP = 1 ... 2ème année bac = 12. */
export const LEVEL_IDS = {
  cp: 1,
  ce1: 2,
  ce2: 3,
  cm1: 4,
  cm2: 5,
  sixiemePrimaire: 6,
  premiereCollege: 7,
  deuxiemeCollege: 8,
  troisiemeCollege: 9,
  troncCommun: 10,
  premiereBac: 11,
  deuxiemeBac: 12,
} as const;

/** The twelve Moroccan levels, in school order. */
export const LEVELS: readonly SeedLevel[] = [
  { level_id: 1, name: 'CP', name_ar: 'المستوى الأول ابتدائي', group_id: 1, subjects_ids: primaryLower },
  { level_id: 2, name: 'CE1', name_ar: 'المستوى الثاني ابتدائي', group_id: 1, subjects_ids: primaryLower },
  { level_id: 3, name: 'CE2', name_ar: 'المستوى الثالث ابتدائي', group_id: 1, subjects_ids: primaryLower },
  { level_id: 4, name: 'CM1', name_ar: 'المستوى الرابع ابتدائي', group_id: 1, subjects_ids: primaryUpper },
  { level_id: 5, name: 'CM2', name_ar: 'المستوى الخامس ابتدائي', group_id: 1, subjects_ids: primaryUpper },
  {
    level_id: 6,
    name: '6ème année primaire',
    name_ar: 'المستوى السادس ابتدائي',
    group_id: 1,
    subjects_ids: primaryUpper,
  },
  { level_id: 7, name: '1ère année collège', name_ar: 'الأولى إعدادي', group_id: 2, subjects_ids: college },
  { level_id: 8, name: '2ème année collège', name_ar: 'الثانية إعدادي', group_id: 2, subjects_ids: college },
  { level_id: 9, name: '3ème année collège', name_ar: 'الثالثة إعدادي', group_id: 2, subjects_ids: college },
  { level_id: 10, name: 'Tronc commun', name_ar: 'الجذع المشترك', group_id: 3, subjects_ids: lycee },
  { level_id: 11, name: '1ère année bac', name_ar: 'الأولى باكالوريا', group_id: 3, subjects_ids: lycee },
  { level_id: 12, name: '2ème année bac', name_ar: 'الثانية باكالوريا', group_id: 3, subjects_ids: lycee },
];

/** Level ids of a group. */
export function levelIdsOfGroup(groupId: number): number[] {
  return LEVELS.filter((l) => l.group_id === groupId).map((l) => l.level_id);
}

/** The seed level of an id (throws on an unknown id: seed code only uses known ids). */
export function seedLevel(levelId: number): SeedLevel {
  const level = LEVELS.find((l) => l.level_id === levelId);
  if (!level) throw new Error(`Unknown level ${levelId}`);
  return level;
}

/** The seed subject of an id. */
export function seedSubject(subjectId: number): SeedSubject {
  const subject = SUBJECTS.find((s) => s.subject_id === subjectId);
  if (!subject) throw new Error(`Unknown subject ${subjectId}`);
  return subject;
}

/**
 * Moroccan first and last names (French and Arabic-origin names in Latin script) for seed users.
 */

/** Boys' first names. */
export const MALE_FIRST_NAMES = [
  'Youssef',
  'Mohamed',
  'Amine',
  'Mehdi',
  'Hamza',
  'Omar',
  'Yassine',
  'Anas',
  'Ayoub',
  'Ilyas',
  'Adam',
  'Rayan',
  'Othmane',
  'Karim',
  'Hicham',
  'Rachid',
  'Abdellah',
  'Saïd',
  'Nabil',
  'Khalid',
  'Soufiane',
  'Zakaria',
  'Ismaïl',
  'Badr',
  'Taha',
  'Walid',
  'Reda',
  'Mourad',
  'Driss',
  'Tarik',
  'Marouane',
  'Achraf',
  'Nizar',
  'Ali',
  'Salah',
  'Jawad',
  'Younes',
  'Aymane',
  'Idriss',
  'Ghali',
] as const;

/** Girls' first names. */
export const FEMALE_FIRST_NAMES = [
  'Fatima Zahra',
  'Salma',
  'Imane',
  'Khadija',
  'Meryem',
  'Aya',
  'Nour',
  'Hiba',
  'Sara',
  'Ghita',
  'Kenza',
  'Yasmine',
  'Zineb',
  'Houda',
  'Nadia',
  'Leïla',
  'Amina',
  'Rim',
  'Wiam',
  'Malak',
  'Douae',
  'Chaïmae',
  'Oumaïma',
  'Asmae',
  'Hajar',
  'Soukaïna',
  'Lina',
  'Inès',
  'Rania',
  'Najat',
  'Samira',
  'Latifa',
  'Loubna',
  'Siham',
  'Btissam',
  'Hanane',
  'Manal',
  'Ikram',
  'Widad',
  'Safae',
] as const;

/** Family names. */
export const LAST_NAMES = [
  'Alaoui',
  'Bennani',
  'El Idrissi',
  'Tazi',
  'Benjelloun',
  'Berrada',
  'Chraïbi',
  'El Fassi',
  'Lahlou',
  'Sqalli',
  'Benkirane',
  'Ouazzani',
  'El Amrani',
  'Bouzid',
  'Aït Ouahmane',
  'Cherkaoui',
  'Zniber',
  'Kettani',
  'Naciri',
  'El Ouafi',
  'Belhaj',
  'Mansouri',
  'Haddad',
  'Rami',
  'Saïdi',
  'Ziani',
  'Boukhari',
  'Hajji',
  'Lamrani',
  'Benmoussa',
  'Filali',
  'Jabri',
  'Tahiri',
  'Skalli',
  'El Khatib',
  'Aït Benali',
  'Bouchta',
  'Guessous',
  'Sebti',
  'Benabdallah',
  'El Yacoubi',
  'Raji',
  'Ouchen',
  'Amrani',
  'Belkadi',
  'Chaoui',
  'Daoudi',
  'Essaidi',
  'Fikri',
  'Ghazali',
] as const;

/** Plain ASCII, lower case, for usernames and e-mail addresses ("Chaïmae El Ouafi" → "chaimae.elouafi"). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/** Lower case without accents, for accent-insensitive search ("Meknès" matches "meknes"). */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/**
 * Moroccan cities of the seed, with neighbourhoods, streets, postal codes and landline prefixes.
 */
export interface SeedCity {
  /** City name as shown. */
  name: string;
  /** Neighbourhoods (quartiers). */
  districts: readonly string[];
  /** First postal code of the city; districts add multiples of 10. */
  postalBase: number;
  /** Landline prefix (fixed phones of schools and libraries). */
  phonePrefix: string;
  /** Share of the schools located here (weights). */
  weight: number;
}

/**
 * One city of the seed: its name, first postal code, landline prefix and weight, then its districts
 * (one text, comma-separated, so that a city reads as one row of the table below).
 */
function city(name: string, postalBase: number, phonePrefix: string, weight: number, districts: string): SeedCity {
  return { name, districts: districts.split(', '), postalBase, phonePrefix, weight };
}

/** The eight cities of the shop seed (§ issue 3). */
export const CITIES: readonly SeedCity[] = [
  city(
    'Casablanca',
    20000,
    '0522',
    30,
    'Maârif, Anfa, Hay Hassani, Sidi Maârouf, Aïn Chock, Bourgogne, Oasis, Californie, Aïn Sebaâ, Gauthier',
  ),
  city('Rabat', 10000, '0537', 16, 'Agdal, Hay Riad, Souissi, Hassan, Yacoub El Mansour, Océan, Aviation'),
  city('Fès', 30000, '0535', 12, "Saïss, Narjiss, Atlas, Route d'Immouzer, Fès Jdid, Zouagha, Champs de Course"),
  city('Marrakech', 40000, '0524', 12, "Guéliz, Hivernage, Daoudiate, Massira, M'hamid, Targa, Semlalia"),
  city('Tanger', 90000, '0539', 10, 'Malabata, Iberia, Marchan, Boukhalef, Val Fleuri, Mesnana, Californie'),
  city('Agadir', 80000, '0528', 8, 'Talborjt, Hay Dakhla, Founty, Al Houda, Charaf, Hay Mohammadi'),
  city('Meknès', 50000, '0535', 6, 'Hamria, Ville Nouvelle, Marjane, Bassatine, Sidi Baba, Plaisance'),
  city('Oujda', 60000, '0536', 6, 'Al Qods, Lazaret, Sidi Maafa, Hay Al Andalous, Boulevard Mohammed V'),
];

/** Street names found in most Moroccan cities. */
export const STREETS = [
  'Rue Ibn Sina',
  'Boulevard Zerktouni',
  'Avenue Mohammed V',
  'Avenue Hassan II',
  'Rue Al Moutanabbi',
  'Boulevard Abdelmoumen',
  'Avenue des FAR',
  'Rue Tarik Ibn Ziad',
  'Boulevard Mohammed VI',
  'Rue Oued Sebou',
  'Avenue Moulay Youssef',
  'Rue Ibn Batouta',
  'Boulevard Al Massira',
  'Rue Abou Bakr Seddik',
  'Avenue Allal El Fassi',
  'Rue Imam Malik',
  'Avenue Annakhil',
  'Rue Al Ouahda',
  'Boulevard de la Résistance',
  'Rue Jbel Toubkal',
] as const;

/** Two random digits. */
function pair(next: () => number): string {
  return String(Math.floor(next() * 100)).padStart(2, '0');
}

/** A Moroccan mobile number as typed in forms: `06 12 34 56 78` (or 07). */
export function mobileNumber(next: () => number): string {
  const prefix = next() < 0.7 ? '06' : '07';
  return [prefix, pair(next), pair(next), pair(next), pair(next)].join(' ');
}

/** A landline number with the city prefix (05 22 xx xx xx). */
export function landlineNumber(prefix: string, next: () => number): string {
  return [prefix.slice(0, 2), prefix.slice(2), pair(next), pair(next), pair(next)].join(' ');
}

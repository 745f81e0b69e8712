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

/** The eight cities of the shop seed (§ issue 3). */
export const CITIES: readonly SeedCity[] = [
  {
    name: 'Casablanca',
    districts: [
      'Maârif',
      'Anfa',
      'Hay Hassani',
      'Sidi Maârouf',
      'Aïn Chock',
      'Bourgogne',
      'Oasis',
      'Californie',
      'Aïn Sebaâ',
      'Gauthier',
    ],
    postalBase: 20000,
    phonePrefix: '0522',
    weight: 30,
  },
  {
    name: 'Rabat',
    districts: ['Agdal', 'Hay Riad', 'Souissi', 'Hassan', 'Yacoub El Mansour', 'Océan', 'Aviation'],
    postalBase: 10000,
    phonePrefix: '0537',
    weight: 16,
  },
  {
    name: 'Fès',
    districts: ['Saïss', 'Narjiss', 'Atlas', "Route d'Immouzer", 'Fès Jdid', 'Zouagha', 'Champs de Course'],
    postalBase: 30000,
    phonePrefix: '0535',
    weight: 12,
  },
  {
    name: 'Marrakech',
    districts: ['Guéliz', 'Hivernage', 'Daoudiate', 'Massira', "M'hamid", 'Targa', 'Semlalia'],
    postalBase: 40000,
    phonePrefix: '0524',
    weight: 12,
  },
  {
    name: 'Tanger',
    districts: ['Malabata', 'Iberia', 'Marchan', 'Boukhalef', 'Val Fleuri', 'Mesnana', 'Californie'],
    postalBase: 90000,
    phonePrefix: '0539',
    weight: 10,
  },
  {
    name: 'Agadir',
    districts: ['Talborjt', 'Hay Dakhla', 'Founty', 'Al Houda', 'Charaf', 'Hay Mohammadi'],
    postalBase: 80000,
    phonePrefix: '0528',
    weight: 8,
  },
  {
    name: 'Meknès',
    districts: ['Hamria', 'Ville Nouvelle', 'Marjane', 'Bassatine', 'Sidi Baba', 'Plaisance'],
    postalBase: 50000,
    phonePrefix: '0535',
    weight: 6,
  },
  {
    name: 'Oujda',
    districts: ['Al Qods', 'Lazaret', 'Sidi Maafa', 'Hay Al Andalous', 'Boulevard Mohammed V'],
    postalBase: 60000,
    phonePrefix: '0536',
    weight: 6,
  },
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

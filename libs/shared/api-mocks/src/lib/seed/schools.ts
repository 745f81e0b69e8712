import type { Rng } from '../core/rng';
import type { ShopSchool } from '../shop/types';
import { LEVEL_GROUP_IDS, levelIdsOfGroup } from './reference-lists';
import { initialsLogo } from './images';
import { CITIES, landlineNumber, STREETS, type SeedCity } from './places';

/** Number of schools of the seed (at least 200, issue 3). */
export const SEED_SCHOOL_COUNT = 216;

const EPONYMS = [
  'Al Khawarizmi',
  'Ibn Sina',
  'Ibn Rochd',
  'Ibn Khaldoun',
  'Al Massira',
  'Al Amal',
  'Les Orangers',
  'Les Palmiers',
  'Les Lauriers',
  'Al Wifaq',
  'Al Manar',
  'Averroès',
  'Ibn Batouta',
  'Oum Errabia',
  'Al Yassamine',
  'Atlas',
  'Les Iris',
  'Ibn Toufail',
  'Al Azhar',
  'Nour',
  'Al Andalous',
  'Anfa',
  'Ibn Zaydoun',
  'Zitoune',
  'La Fontaine',
  'Victor Hugo',
  'Al Idrissi',
  'Moulay Youssef',
  'Lalla Aïcha',
  'Al Khansaa',
  'Abdelkrim Al Khattabi',
  'Al Farabi',
  'Jabir Ibn Hayyan',
  'Al Biruni',
  'Al Mostakbal',
  'Al Hikma',
  'Al Firdaous',
  'Ennahda',
  'Annour',
  'Al Qalam',
  'Les Mimosas',
  'Les Jasmins',
  'Les Cèdres',
  'Ibn Al Haytham',
  'Al Jazari',
  'Al Moutanabbi',
  'Tarik Ibn Ziad',
  'Youssef Ibn Tachfine',
  'Al Mansour Eddahbi',
  'Al Ouahda',
  'Chems',
  'Al Boustane',
  'Ar-Rissala',
  'Al Fajr',
  'Assalam',
  'Annajah',
  'Al Ikhlass',
  'Les Roses',
  'Al Mouahidine',
  'Bab Al Ilm',
  'Dar Al Hadith',
  'Al Irfane',
];

type SchoolKind = 'Groupe Scolaire' | 'École' | 'Collège' | 'Lycée';
const KINDS: SchoolKind[] = ['Groupe Scolaire', 'École', 'Collège', 'Lycée'];
const KIND_WEIGHTS = [40, 30, 15, 15];

function levelGroupsOf(kind: SchoolKind, rng: Rng): number[] {
  const { primaire, college, lycee } = LEVEL_GROUP_IDS;
  switch (kind) {
    case 'Groupe Scolaire':
      return rng.chance(0.5) ? [primaire, college, lycee] : [primaire, college];
    case 'École':
      return [primaire];
    case 'Collège':
      return [college];
    case 'Lycée':
      return rng.chance(0.3) ? [college, lycee] : [lycee];
  }
}

function makeSchool(id: number, name: string, city: SeedCity, groups: number[], rng: Rng): ShopSchool {
  const districtIndex = rng.int(0, city.districts.length - 1);
  return {
    id,
    name,
    address: `${rng.int(1, 250)}, ${rng.pick(STREETS)}, ${city.districts[districtIndex]}`,
    city: city.name,
    cp: String(city.postalBase + districtIndex * 10 + rng.int(0, 1) * 100),
    phone_number: landlineNumber(city.phonePrefix, rng.next),
    logo_url: initialsLogo(name),
    level_groups: groups,
    levels: groups.flatMap(levelIdsOfGroup),
    is_active: true,
  };
}

/**
 * The partner schools, ids 1–4 in this order (`PARTNER_SCHOOL_IDS`): all three cycles, with supply
 * lists, packs, students, professors and school administrators. School management covers these
 * four under the same ids and names.
 */
export const PARTNER_SCHOOLS: readonly { name: string; city: string }[] = [
  { name: 'Groupe Scolaire Al Khawarizmi', city: 'Casablanca' },
  { name: 'Groupe Scolaire Ibn Sina', city: 'Rabat' },
  { name: 'Groupe Scolaire Les Orangers', city: 'Marrakech' },
  { name: 'Groupe Scolaire Ibn Rochd', city: 'Fès' },
];

/** Generates the schools: the four partners, then the others across the eight cities. */
export function seedSchools(rng: Rng): ShopSchool[] {
  const all = [LEVEL_GROUP_IDS.primaire, LEVEL_GROUP_IDS.college, LEVEL_GROUP_IDS.lycee];
  const schools: ShopSchool[] = PARTNER_SCHOOLS.map(({ name, city }, i) =>
    makeSchool(i + 1, name, CITIES.find((c) => c.name === city) ?? CITIES[0], all, rng),
  );
  const taken = new Set(schools.map((s) => `${s.name}|${s.city}`));
  while (schools.length < SEED_SCHOOL_COUNT) {
    const city = rng.weighted(
      CITIES,
      CITIES.map((c) => c.weight),
    );
    const kind = rng.weighted(KINDS, KIND_WEIGHTS);
    const suffix = kind === 'École' && rng.chance(0.3) ? ' Privée' : '';
    const name = `${kind} ${rng.pick(EPONYMS)}${suffix}`;
    const key = `${name}|${city.name}`;
    if (taken.has(key)) continue;
    taken.add(key);
    schools.push(makeSchool(schools.length + 1, name, city, levelGroupsOf(kind, rng), rng));
  }
  return schools;
}

/** Schools with supply lists (and some with packs): the partners and every sixth school. */
export function hasSupplyList(schoolId: number): boolean {
  return schoolId <= 4 || schoolId % 6 === 0;
}

import { CITIES, mobileNumber, STREETS } from '../seed/places';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES, slugify } from '../seed/names';
import { profilePhoto } from '../seed/images';
import type { Rng } from './rng';

/**
 * Account types of the fake backend. `ad`, `li`, `sc_ad` are the §6 shop types; the learning
 * platform adds `student`, `parent`, `professor`; `customer` is an ordinary shop account.
 */
export type AccountType = 'customer' | 'ad' | 'li' | 'sc_ad' | 'student' | 'parent' | 'professor';

/** A user of the fake backend (all products share one user table, as the real backend does). */
export interface FakeUser {
  id: number;
  username: string;
  /** Stored in clear: this is demo data. */
  password: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  image_url: string | null;
  account_type: AccountType;
  /** 'M' or 'F'. */
  gender: 'M' | 'F';
  /** ISO date or null. */
  birthday: string | null;
  address: string | null;
  country: string;
  city: string;
  /** False: the account is not activated yet (learning login answers `not_activated`). */
  is_active: boolean;
  /** False: the e-mail is not verified (learning `not_email_active`, shop message marker). */
  email_verified: boolean;
  /** False: the phone is not verified (learning `not_phone_active`, shop message marker). */
  phone_verified: boolean;
  /** True: the learning subscription expired (`no_subscription`). */
  subscription_expired: boolean;
  /** Where the activation message goes for a child account. */
  parent_email?: string | null;
  /** School (shop school id) of a student, professor or school admin. */
  school_id?: number | null;
  /** Level id of a student. */
  level_id?: number | null;
  /** Level the learner works on now (`change_current_level`). */
  current_level?: number | null;
  /** Ids of a parent's children. */
  children?: number[];
  /** Id of a child's parent account, when there is one. */
  parent_id?: number | null;
  /** Professor flags (alternative professor login, §3). */
  is_professeur?: boolean;
  is_formator?: boolean;
  is_tuteur?: boolean;
  /** Avatar chosen on the learning platform (ids of the learning seed's avatars). */
  avatar_id?: number | null;
  /** Display name of a library (`li`) account. */
  library_name?: string | null;
  /** ISO date-time of the registration. */
  date_joined: string;
}

/** A demo account, listed in the README and in demo mode. */
export interface DemoAccount {
  username: string;
  password: string;
  account_type: AccountType;
  /** What the account shows. */
  description: string;
  /** Token already issued for this account: tests can sign in without calling login. */
  token: string;
  /** User id. */
  id: number;
}

/** Password of every bulk (non-demo) seed user. */
export const BULK_PASSWORD = 'demo1234';

/** Schools (shop school ids) that have school-management accounts, students and professors. */
export const PARTNER_SCHOOL_IDS = [1, 2, 3, 4] as const;

/** Library display names of the seed (`li` accounts); the first is the demo library. */
export const LIBRARY_NAMES = [
  'Librairie Al Maarifa',
  'Librairie Papeterie Nour',
  'Librairie Dar Al Kitab',
  'Librairie Le Savoir',
  'Papeterie Les Écoliers',
] as const;

const SEED_DAY = Date.UTC(2026, 8, 1); // 2026-09-01, the start of the school year of the seed

/** An ISO date-time `daysBefore` days before the seed reference day. */
export function seedDate(daysBefore: number, hour = 10): string {
  return new Date(SEED_DAY - daysBefore * 86_400_000 + hour * 3_600_000).toISOString();
}

interface DemoSpec {
  username: string;
  password: string;
  account_type: AccountType;
  description: string;
  first_name: string;
  last_name: string;
  gender: 'M' | 'F';
  overrides?: Partial<FakeUser>;
}

/** The demo accounts, ids 1 to 11 in this order. */
const DEMO_SPECS: DemoSpec[] = [
  {
    username: 'client',
    password: 'client123',
    account_type: 'customer',
    description:
      'Shop customer: cart, orders in every status, addresses, quote requests with and without answers, own books.',
    first_name: 'Salma',
    last_name: 'Bennani',
    gender: 'F',
  },
  {
    username: 'admin',
    password: 'admin123',
    account_type: 'ad',
    description: 'Shop administrator: sent to /admin/dashboard after login.',
    first_name: 'Karim',
    last_name: 'Tazi',
    gender: 'M',
  },
  {
    username: 'librairie',
    password: 'librairie123',
    account_type: 'li',
    description: 'Library "Librairie Al Maarifa": sent to /library/demandes; answers quote requests.',
    first_name: 'Hicham',
    last_name: 'Berrada',
    gender: 'M',
    overrides: { library_name: LIBRARY_NAMES[0] },
  },
  {
    username: 'ecole',
    password: 'ecole123',
    account_type: 'sc_ad',
    description: 'School administrator of school 1 (school management).',
    first_name: 'Nadia',
    last_name: 'El Idrissi',
    gender: 'F',
    overrides: { school_id: 1 },
  },
  {
    username: 'eleve',
    password: 'eleve123',
    account_type: 'student',
    description: 'Student in 1ère année collège at school 1, child of the demo parent.',
    first_name: 'Adam',
    last_name: 'Alaoui',
    gender: 'M',
    overrides: { school_id: 1, level_id: 7, current_level: 7, birthday: '2014-03-12', avatar_id: 1 },
  },
  {
    username: 'parent',
    password: 'parent123',
    account_type: 'parent',
    description: 'Parent of the demo student and of one more child.',
    first_name: 'Meryem',
    last_name: 'Alaoui',
    gender: 'F',
  },
  {
    username: 'prof',
    password: 'prof123',
    account_type: 'professor',
    description: 'Professor (also tutor) at school 1.',
    first_name: 'Rachid',
    last_name: 'Cherkaoui',
    gender: 'M',
    overrides: { school_id: 1, is_professeur: true, is_tuteur: true, is_formator: false },
  },
  {
    username: 'inactif',
    password: 'inactif123',
    account_type: 'student',
    description: 'Student account not activated: learning login answers not_activated with parent_email.',
    first_name: 'Lina',
    last_name: 'Kettani',
    gender: 'F',
    overrides: {
      is_active: false,
      parent_email: 'parent.kettani@gmail.com',
      school_id: 2,
      level_id: 4,
      current_level: 4,
    },
  },
  {
    username: 'nonverifie',
    password: 'nonverifie123',
    account_type: 'customer',
    description:
      'E-mail not verified: learning login answers not_email_active; the shop login message carries mail_not_yet_verified.',
    first_name: 'Omar',
    last_name: 'Lahlou',
    gender: 'M',
    overrides: { email_verified: false },
  },
  {
    username: 'telnonverifie',
    password: 'telnonverifie123',
    account_type: 'customer',
    description:
      'Phone not verified: learning login answers not_phone_active; the shop login message carries phone_not_yet_verified.',
    first_name: 'Imane',
    last_name: 'Sqalli',
    gender: 'F',
    overrides: { phone_verified: false },
  },
  {
    username: 'expire',
    password: 'expire123',
    account_type: 'parent',
    description: 'Subscription expired: learning login answers no_subscription.',
    first_name: 'Youssef',
    last_name: 'Benjelloun',
    gender: 'M',
    overrides: { subscription_expired: true },
  },
];

/** Token pre-issued for a demo account. */
export function demoToken(username: string): string {
  return `demo-${username}-token`;
}

/** The demo accounts (username, password, type, description, pre-issued token, id). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = DEMO_SPECS.map((spec, index) => ({
  username: spec.username,
  password: spec.password,
  account_type: spec.account_type,
  description: spec.description,
  token: demoToken(spec.username),
  id: index + 1,
}));

/** The demo account of a username (throws for an unknown one: tests use known names). */
export function demoAccount(username: string): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.username === username);
  if (!account) throw new Error(`No demo account ${username}`);
  return account;
}

const EMAIL_DOMAINS = ['gmail.com', 'gmail.com', 'hotmail.fr', 'yahoo.fr', 'outlook.com', 'menara.ma'];

/** Builds users: demo accounts first (ids 1–11), then the bulk users. Deterministic for a given rng. */
export function seedUsers(rng: Rng): FakeUser[] {
  const users: FakeUser[] = [];
  const usernames = new Set<string>();
  const emails = new Set<string>();

  const uniqueUsername = (first: string, last: string): string => {
    const base = `${slugify(first)}.${slugify(last)}`;
    let name = base;
    for (let n = 2; usernames.has(name); n++) name = `${base}${n}`;
    usernames.add(name);
    return name;
  };
  const uniqueEmail = (username: string): string => {
    let email = `${username}@${rng.pick(EMAIL_DOMAINS)}`;
    for (let n = 2; emails.has(email); n++) email = `${username}${n}@${rng.pick(EMAIL_DOMAINS)}`;
    emails.add(email);
    return email;
  };
  const place = () => {
    const city = rng.weighted(
      CITIES,
      CITIES.map((c) => c.weight),
    );
    return { city: city.name, address: `${rng.int(1, 180)}, ${rng.pick(STREETS)}, ${rng.pick(city.districts)}` };
  };

  const base = (
    id: number,
    username: string,
    password: string,
    accountType: AccountType,
    first: string,
    last: string,
    gender: 'M' | 'F',
    daysBefore: number,
  ): FakeUser => {
    const { city, address } = place();
    usernames.add(username);
    return {
      id,
      username,
      password,
      first_name: first,
      last_name: last,
      email: uniqueEmail(slugify(first) + '.' + slugify(last)),
      phone_number: mobileNumber(rng.next),
      image_url: rng.chance(0.5) ? profilePhoto(first, last) : null,
      account_type: accountType,
      gender,
      birthday:
        accountType === 'student'
          ? null
          : `${rng.int(1975, 1995)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      address,
      country: 'Maroc',
      city,
      is_active: true,
      email_verified: true,
      phone_verified: true,
      subscription_expired: false,
      date_joined: seedDate(daysBefore),
    };
  };

  DEMO_SPECS.forEach((spec, index) => {
    const user = base(
      index + 1,
      spec.username,
      spec.password,
      spec.account_type,
      spec.first_name,
      spec.last_name,
      spec.gender,
      300 - index,
    );
    user.image_url = profilePhoto(spec.first_name, spec.last_name);
    Object.assign(user, spec.overrides ?? {});
    users.push(user);
  });

  let nextId = 100;
  const bulk = (
    accountType: AccountType,
    gender: 'M' | 'F' = rng.chance(0.5) ? 'M' : 'F',
    last = rng.pick(LAST_NAMES),
  ) => {
    const first = gender === 'M' ? rng.pick(MALE_FIRST_NAMES) : rng.pick(FEMALE_FIRST_NAMES);
    const username = uniqueUsername(first, last);
    const user = base(nextId++, username, BULK_PASSWORD, accountType, first, last, gender, rng.int(20, 700));
    users.push(user);
    return user;
  };

  // Students: spread over the partner schools and the twelve levels.
  const students: FakeUser[] = [];
  for (let i = 0; i < 40; i++) {
    const s = bulk('student');
    const level = (i % 12) + 1;
    s.school_id = PARTNER_SCHOOL_IDS[i % PARTNER_SCHOOL_IDS.length];
    s.level_id = level;
    s.current_level = level;
    s.birthday = `${2026 - 6 - level + 1}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
    s.avatar_id = (i % 30) + 1;
    s.image_url = null;
    students.push(s);
  }

  // The demo parent has the demo student and one bulk child.
  const demoParent = users[5];
  const demoStudent = users[4];
  const sibling = students[3];
  sibling.last_name = demoParent.last_name;
  demoParent.children = [demoStudent.id, sibling.id];
  demoStudent.parent_id = demoParent.id;
  sibling.parent_id = demoParent.id;
  demoStudent.parent_email = demoParent.email;
  sibling.parent_email = demoParent.email;

  // Fifteen parents, each with one to three children (sharing the parent's family name).
  let childIndex = 4;
  for (let i = 0; i < 15; i++) {
    const last = rng.pick(LAST_NAMES);
    const parent = bulk('parent', rng.chance(0.6) ? 'F' : 'M', last);
    const count = Math.min(rng.int(1, 3), students.length - childIndex);
    parent.children = [];
    for (let c = 0; c < count; c++) {
      const child = students[childIndex++];
      child.last_name = last;
      child.parent_id = parent.id;
      child.parent_email = parent.email;
      parent.children.push(child.id);
    }
  }

  // Twelve professors, some trainers or tutors.
  for (let i = 0; i < 12; i++) {
    const p = bulk('professor');
    p.school_id = PARTNER_SCHOOL_IDS[i % PARTNER_SCHOOL_IDS.length];
    p.is_professeur = true;
    p.is_formator = i % 4 === 0;
    p.is_tuteur = i % 3 === 0;
  }

  // Three more school administrators (schools 2 to 4).
  for (let i = 0; i < 3; i++) {
    const a = bulk('sc_ad');
    a.school_id = PARTNER_SCHOOL_IDS[i + 1];
  }

  // Four more libraries.
  for (let i = 0; i < 4; i++) {
    const l = bulk('li');
    l.library_name = LIBRARY_NAMES[i + 1];
    l.image_url = null;
  }

  // Twenty shop customers (second-hand book sellers, parents without a learning account).
  for (let i = 0; i < 20; i++) bulk('customer');

  return users;
}

/** Display name of a user: the library name for libraries, else first and last name. */
export function displayName(user: FakeUser): string {
  return user.library_name ?? `${user.first_name} ${user.last_name}`.trim();
}

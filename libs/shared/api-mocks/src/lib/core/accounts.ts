import { slugify } from '../seed/names';
import { getDb, nextId } from './db';
import { seedDate, type AccountType, type FakeUser } from './users';

/**
 * The accounts every backend creates and signs in (one user table, as the real backend has):
 * registrations of the shop and of the learning platform, and both logins.
 */

/** What a registration gives to create an account. */
export interface NewAccount {
  account_type: AccountType;
  first_name: string;
  last_name: string;
  password: string;
  email?: string;
  phone_number?: string;
  image_url?: string | null;
  city?: string;
  gender?: 'M' | 'F';
  birthday?: string | null;
}

/** A username not taken yet, from the names ("Adam Alaoui" → "adam.alaoui", then "adam.alaoui2"). */
export function freeUsername(first: string, last: string): string {
  const taken = new Set(getDb().users.map((u) => u.username));
  const parts = [slugify(first), slugify(last)].filter(Boolean);
  const base = parts.length ? parts.join('.') : 'utilisateur';
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
  return name;
}

/** The account whose username or e-mail is `login` (case-insensitive), or undefined. */
export function findByLogin(login: string): FakeUser | undefined {
  const wanted = login.trim().toLowerCase();
  return getDb().users.find((u) => u.username.toLowerCase() === wanted || u.email.toLowerCase() === wanted);
}

/** True when an account already uses this e-mail (case-insensitive). */
export function emailTaken(email: string): boolean {
  const wanted = email.trim().toLowerCase();
  return getDb().users.some((u) => u.email.toLowerCase() === wanted);
}

/** Creates an active, verified account (shop customer or learning-platform user) and returns it. */
export function createAccount(account: NewAccount): FakeUser {
  const db = getDb();
  const user: FakeUser = {
    id: nextId('users', db.users),
    username: freeUsername(account.first_name, account.last_name),
    password: account.password,
    first_name: account.first_name,
    last_name: account.last_name,
    email: account.email ?? '',
    phone_number: account.phone_number ?? '',
    image_url: account.image_url ?? null,
    account_type: account.account_type,
    gender: account.gender ?? 'M',
    birthday: account.birthday ?? null,
    address: null,
    country: 'Maroc',
    city: account.city ?? '',
    is_active: true,
    email_verified: true,
    phone_verified: true,
    subscription_expired: false,
    date_joined: seedDate(0),
  };
  db.users.push(user);
  return user;
}

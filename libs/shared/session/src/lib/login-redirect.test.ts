import { STORAGE_KEYS } from '@kk/domain';
import { aLibraryUser, anAdminUser, anOccasionTemp, aParentUser, aSchoolTemp } from '../testing/session-fixtures';
import { readLoginRedirectInput, resolveLoginRedirect, type LoginRedirectInput } from './login-redirect';

const NEXT = { url: '/quotes?tab=received', requiresAuth: true };
const nothingStored = { nextUrl: null, schoolTemp: null, occasionTemp: null };

function input(overrides: Partial<LoginRedirectInput>): LoginRedirectInput {
  return { user: aParentUser(), ...nothingStored, ...overrides };
}

describe('resolveLoginRedirect: each rule of §4', () => {
  it('1. goes back to the stored next_url', () => {
    expect(resolveLoginRedirect(input({ nextUrl: NEXT }))).toEqual({ kind: 'next', url: '/quotes?tab=received' });
  });

  it('1. honours a next_url that does not require a signed-in user too', () => {
    const nextUrl = { url: '/school/4/levels', requiresAuth: false };
    expect(resolveLoginRedirect(input({ nextUrl }))).toEqual({ kind: 'next', url: '/school/4/levels' });
  });

  it('2. sends an admin (ad) to /admin/dashboard', () => {
    expect(resolveLoginRedirect(input({ user: anAdminUser() }))).toEqual({ kind: 'go', url: '/admin/dashboard' });
  });

  it('3. sends a library (li) to /library/demandes', () => {
    expect(resolveLoginRedirect(input({ user: aLibraryUser() }))).toEqual({ kind: 'go', url: '/library/demandes' });
  });

  it('4. submits a stored unlisted-school request', () => {
    expect(resolveLoginRedirect(input({ schoolTemp: aSchoolTemp() }))).toEqual({
      kind: 'submit-school',
      request: aSchoolTemp(),
    });
  });

  it('5. sends a stored second-hand listing', () => {
    expect(resolveLoginRedirect(input({ occasionTemp: anOccasionTemp() }))).toEqual({
      kind: 'submit-occasion',
      listing: anOccasionTemp(),
    });
  });

  it('6. goes home otherwise', () => {
    expect(resolveLoginRedirect(input({}))).toEqual({ kind: 'go', url: '/' });
  });

  it('6. goes home for a school administrator (sc_ad) and any other account type', () => {
    expect(resolveLoginRedirect(input({ user: aParentUser({ account_type: 'sc_ad' }) }))).toEqual({
      kind: 'go',
      url: '/',
    });
    expect(resolveLoginRedirect(input({ user: aParentUser({ account_type: '' }) }))).toEqual({ kind: 'go', url: '/' });
  });
});

describe('resolveLoginRedirect: precedence', () => {
  const everything = { nextUrl: NEXT, schoolTemp: aSchoolTemp(), occasionTemp: anOccasionTemp() };

  it.each([
    ['an admin', anAdminUser()],
    ['a library', aLibraryUser()],
    ['a parent', aParentUser()],
  ])('next_url comes first, even for %s with pending requests', (_who, user) => {
    expect(resolveLoginRedirect({ user, ...everything }).kind).toBe('next');
  });

  it('the account type comes before pending requests', () => {
    const pending = { schoolTemp: aSchoolTemp(), occasionTemp: anOccasionTemp() };
    expect(resolveLoginRedirect(input({ user: anAdminUser(), ...pending }))).toEqual({
      kind: 'go',
      url: '/admin/dashboard',
    });
    expect(resolveLoginRedirect(input({ user: aLibraryUser(), ...pending }))).toEqual({
      kind: 'go',
      url: '/library/demandes',
    });
  });

  it('a pending school request comes before a pending listing', () => {
    expect(resolveLoginRedirect(input({ schoolTemp: aSchoolTemp(), occasionTemp: anOccasionTemp() })).kind).toBe(
      'submit-school',
    );
  });

  it('without a user, the account rules are skipped', () => {
    expect(resolveLoginRedirect(input({ user: null }))).toEqual({ kind: 'go', url: '/' });
    expect(resolveLoginRedirect(input({ user: null, occasionTemp: anOccasionTemp() })).kind).toBe('submit-occasion');
  });
});

describe('readLoginRedirectInput: what is stored', () => {
  beforeEach(() => localStorage.clear());

  const store = (key: string, value: unknown) => localStorage.setItem(key, JSON.stringify(value));
  const decide = () => resolveLoginRedirect(readLoginRedirectInput(aParentUser()));

  it('reads next_url, school_temp and occasion_temp as stored', () => {
    store(STORAGE_KEYS.nextUrl, NEXT);
    store(STORAGE_KEYS.schoolTemp, aSchoolTemp());
    store(STORAGE_KEYS.occasionTemp, anOccasionTemp());

    expect(readLoginRedirectInput(aParentUser())).toEqual({
      user: aParentUser(),
      nextUrl: NEXT,
      schoolTemp: aSchoolTemp(),
      occasionTemp: anOccasionTemp(),
    });
  });

  it('goes home when nothing is stored', () => {
    expect(decide()).toEqual({ kind: 'go', url: '/' });
  });

  it.each([
    ['not JSON', '{"url": "/quotes"'],
    ['a foreign object', JSON.stringify({ href: '/quotes' })],
    ['a url outside the app', JSON.stringify({ url: 'https://evil.example', requiresAuth: true })],
    ['a flag that is not a boolean', JSON.stringify({ url: '/quotes', requiresAuth: 'yes' })],
  ])('skips a next_url that is %s (and removes it): the next rule applies', (_label, raw) => {
    localStorage.setItem(STORAGE_KEYS.nextUrl, raw);
    store(STORAGE_KEYS.schoolTemp, aSchoolTemp());

    expect(decide().kind).toBe('submit-school');
    expect(localStorage.getItem(STORAGE_KEYS.nextUrl)).toBeNull();
  });

  it.each([
    ['not JSON', '{"name": '],
    ['missing its file', JSON.stringify({ name: 'École', city: 'Fès' })],
    ['with a blank name', JSON.stringify({ ...aSchoolTemp(), name: '  ' })],
  ])('skips a school_temp that is %s (and removes it)', (_label, raw) => {
    localStorage.setItem(STORAGE_KEYS.schoolTemp, raw);
    store(STORAGE_KEYS.occasionTemp, anOccasionTemp());

    expect(decide().kind).toBe('submit-occasion');
    expect(localStorage.getItem(STORAGE_KEYS.schoolTemp)).toBeNull();
  });

  it.each([
    ['not JSON', 'occasion'],
    ['a foreign object', JSON.stringify({ title: 'Livre' })],
    ['with a blank name', JSON.stringify({ ...anOccasionTemp(), name: '' })],
  ])('skips an occasion_temp that is %s (and removes it): home', (_label, raw) => {
    localStorage.setItem(STORAGE_KEYS.occasionTemp, raw);

    expect(decide()).toEqual({ kind: 'go', url: '/' });
    expect(localStorage.getItem(STORAGE_KEYS.occasionTemp)).toBeNull();
  });
});

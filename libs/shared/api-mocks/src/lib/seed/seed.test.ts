import { getDb } from '../core/db';
import { CART_ORDER_STATUS, ORDER_STATUS } from '@kk/domain';
import { CITIES } from './places';
import { LEVELS, SUBJECTS } from './reference-lists';
import { SEED_SCHOOL_COUNT } from './schools';

describe('shop seed', () => {
  it('has at least 200 schools in the eight cities, with logos, addresses, phones and cycles', () => {
    const { schools } = getDb().shop;

    expect(schools.length).toBe(SEED_SCHOOL_COUNT);
    expect(SEED_SCHOOL_COUNT).toBeGreaterThanOrEqual(200);
    expect(new Set(schools.map((s) => s.city))).toEqual(new Set(CITIES.map((c) => c.name)));
    expect(new Set(schools.map((s) => `${s.name}|${s.city}`)).size).toBe(schools.length);
    for (const s of schools) {
      expect(s.name).toMatch(/^(Groupe Scolaire|École|Collège|Lycée) /);
      expect(s.logo_url).toMatch(/^data:image\/svg\+xml,/);
      expect(s.level_groups.length).toBeGreaterThan(0);
      expect(s.levels).toEqual(LEVELS.filter((l) => s.level_groups.includes(l.group_id)).map((l) => l.level_id));
      expect(s.phone_number).toMatch(/^05 \d\d( \d\d){3}$/);
    }
  });

  it('uses the Moroccan level names and subjects in French and Arabic', () => {
    expect(LEVELS.map((l) => l.name)).toEqual([
      'CP',
      'CE1',
      'CE2',
      'CM1',
      'CM2',
      '6ème année primaire',
      '1ère année collège',
      '2ème année collège',
      '3ème année collège',
      'Tronc commun',
      '1ère année bac',
      '2ème année bac',
    ]);
    expect(SUBJECTS.find((s) => s.name === 'Arabe')?.name_ar).toBe('اللغة العربية');
    expect(SUBJECTS.every((s) => /[\u0600-\u06FF]/.test(s.name_ar))).toBe(true);
  });

  it('has supply lists for every level of the partner schools, with branded articles priced in Dhs', () => {
    const { supplyLines, articles, schools } = getDb().shop;

    for (const school of schools.slice(0, 4)) {
      for (const level of school.levels) {
        expect(supplyLines.filter((l) => l.school_id === school.id && l.level_id === level).length).toBeGreaterThan(6);
      }
    }
    const brands = new Set(articles.flatMap((a) => a.brands.map((b) => b.brand)));
    for (const brand of ['Bic', 'Maped', 'Clairefontaine', 'Oxford', 'Staedtler', 'Sélecta'])
      expect(brands).toContain(brand);
    expect(articles.every((a) => a.brands.every((b) => b.price > 0))).toBe(true);
  });

  it('has packs for the partner schools, two per level', () => {
    const { packs } = getDb().shop;

    expect(packs.filter((p) => p.school_id === 1)).toHaveLength(24);
  });

  it('gives the demo customer orders in every status, requests with and without answers, and books', () => {
    const { orders, demandes, quotes, occasions } = getDb().shop;
    const mine = orders.filter((o) => o.user_id === 1);
    const myDemandes = demandes.filter((d) => d.user_id === 1);
    const answers = myDemandes.map((d) => quotes.filter((q) => q.demande_id === d.id).length);

    expect(new Set(mine.map((o) => o.status))).toEqual(new Set([CART_ORDER_STATUS, ...Object.values(ORDER_STATUS)]));
    expect(answers.sort()).toEqual([0, 1, 2]);
    expect(occasions.filter((o) => o.user_id === 1).map((o) => o.status)).toEqual([
      'Active',
      'Active',
      'Vendu',
      'Pending',
      'Refused',
    ]);
    expect(occasions.filter((o) => o.status === 'Pending')).toHaveLength(4);
    expect(
      occasions.every((o) => o.images.length > 0 && o.images.every((i) => i.startsWith('data:image/svg+xml,'))),
    ).toBe(true);
  });
});

describe('user seed', () => {
  it('has the bulk users of every kind, with Moroccan names', () => {
    const { users } = getDb();
    const count = (type: string) => users.filter((u) => u.account_type === type).length;

    expect(count('student')).toBe(40 + 2);
    expect(count('parent')).toBe(15 + 2);
    expect(count('professor')).toBe(12 + 1);
    expect(count('sc_ad')).toBe(3 + 1);
    expect(count('li')).toBe(4 + 1);
    expect(
      users
        .filter((u) => u.account_type === 'li')
        .every((u) => u.library_name?.startsWith('Librairie') || u.library_name?.startsWith('Papeterie')),
    ).toBe(true);
    expect(new Set(users.map((u) => u.username)).size).toBe(users.length);
    expect(new Set(users.map((u) => u.email)).size).toBe(users.length);
  });

  it('links parents and children both ways', () => {
    const { users } = getDb();

    for (const parent of users.filter((u) => u.children?.length)) {
      for (const childId of parent.children ?? []) {
        const child = users.find((u) => u.id === childId);
        expect(child).toMatchObject({ account_type: 'student', parent_id: parent.id, last_name: parent.last_name });
      }
    }
    expect(users.find((u) => u.username === 'parent')?.children).toHaveLength(2);
  });

  it('has the demo accounts that trigger the learning login errors', () => {
    const byName = (name: string) => getDb().users.find((u) => u.username === name);

    expect(byName('inactif')).toMatchObject({ is_active: false, parent_email: expect.stringContaining('@') });
    expect(byName('nonverifie')).toMatchObject({ email_verified: false });
    expect(byName('telnonverifie')).toMatchObject({ phone_verified: false });
    expect(byName('expire')).toMatchObject({ subscription_expired: true });
  });
});

import { DEMO_ACCOUNTS, demoToken } from '@kk/api-mocks';
import { sessionUserSchema } from '@kk/domain';
import { demoSessionUser } from './demo-session-user';

describe('demoSessionUser', () => {
  it('is the shop customer by default, with the token the fake backend issued', () => {
    const user = demoSessionUser();

    expect(user).toMatchObject({
      token: demoToken('client'),
      firstName: 'Salma',
      lastName: 'Bennani',
      name: 'Salma Bennani',
      profile: { username: 'client', is_school_admin: false },
    });
  });

  it('carries what the learning platform reads: current level and children', () => {
    expect(demoSessionUser('eleve')).toMatchObject({ name: 'Adam Alaoui', current_level: 7, has_children: false });
    expect(demoSessionUser('parent')).toMatchObject({ name: 'Meryem Alaoui', current_level: null, has_children: true });
  });

  it('marks the school administrator', () => {
    expect(demoSessionUser('ecole').profile.is_school_admin).toBe(true);
  });

  it('applies the overrides', () => {
    expect(demoSessionUser('eleve', { current_level: 8 }).current_level).toBe(8);
  });

  it('is a valid stored session user for every demo account', () => {
    for (const { username } of DEMO_ACCOUNTS) {
      expect(sessionUserSchema.safeParse(demoSessionUser(username)).success).toBe(true);
    }
  });

  it('refuses an unknown account', () => {
    expect(() => demoSessionUser('nobody')).toThrow('nobody');
  });
});

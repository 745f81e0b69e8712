import { learningRole } from './learning-role';
import { loginResponseSchema } from './login';
import { sessionUserFromLogin } from './login-session';
import { sessionUserSchema } from './session-user';

/** A session user as the app stores it after a learning login answering `user`. */
const signedIn = (user: Record<string, unknown>) =>
  sessionUserFromLogin(loginResponseSchema.parse({ access_token: 'tok', user: { id: 9, ...user } }));

describe('learningRole', () => {
  describe('spec-literal backend logins (tools/spec-backend: the §3 fields, no professor flags)', () => {
    it.each([
      ['student', { account_type: 'student', has_children: false }, 'student'],
      ['parent', { account_type: 'parent', has_children: true }, 'parent'],
      ['parent without children yet', { account_type: 'parent', has_children: false }, 'parent'],
      ['professor', { account_type: 'professor', has_children: false }, 'professor'],
      ['school administrator', { account_type: 'sc_ad', has_children: false }, 'school_admin'],
    ])('reads a %s', (_, user, role) => {
      expect(learningRole(signedIn(user))).toBe(role);
    });
  });

  describe('fake backend logins (professor flags on professors and administrators)', () => {
    it.each([
      ['eleve', { account_type: 'student', has_children: false }, 'student'],
      ['parent', { account_type: 'parent', has_children: true }, 'parent'],
      [
        'prof',
        { account_type: 'professor', is_professeur: true, is_school_admin: false, is_tuteur: true, schools: [1] },
        'professor',
      ],
      ['ecole', { account_type: 'sc_ad', is_professeur: false, is_school_admin: true, schools: [1] }, 'school_admin'],
    ])('reads %s', (_, user, role) => {
      expect(learningRole(signedIn(user))).toBe(role);
    });
  });

  it('reads the flags when the account type says nothing', () => {
    expect(learningRole({ account_type: '', is_school_admin: true })).toBe('school_admin');
    expect(learningRole({ account_type: 'customer', profile: { is_school_admin: true } })).toBe('school_admin');
    expect(learningRole({ account_type: '', is_professeur: true })).toBe('professor');
    expect(learningRole({ account_type: 'customer', has_children: true })).toBe('parent');
  });

  it('reads other spellings of the account type, whatever their case', () => {
    expect(learningRole({ account_type: ' SC_AD ' })).toBe('school_admin');
    expect(learningRole({ account_type: 'Professeur' })).toBe('professor');
    expect(learningRole({ account_type: 'prof' })).toBe('professor');
    expect(learningRole({ account_type: 'PARENT' })).toBe('parent');
  });

  it('gives the administrator role precedence over the professor flag, and the professor over children', () => {
    expect(learningRole({ account_type: 'professor', is_professeur: true, is_school_admin: true })).toBe(
      'school_admin',
    );
    expect(learningRole({ account_type: 'professor', has_children: true })).toBe('professor');
  });

  it('reads a student from an unknown or missing type, and from no user', () => {
    expect(learningRole({ account_type: 'customer' })).toBe('student');
    expect(learningRole({})).toBe('student');
    expect(learningRole(null)).toBe('student');
    expect(learningRole(undefined)).toBe('student');
  });

  it('reads a stored session user (session_user), profile flag included', () => {
    const stored = sessionUserSchema.parse({
      token: 't',
      id: 2,
      account_type: 'customer',
      profile: { is_school_admin: 'true' },
    });

    expect(learningRole(stored)).toBe('school_admin');
  });
});

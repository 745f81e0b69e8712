import { stripVerificationMarkers } from '../learning/learning-login-error';
import { levelsResponseSchema } from './levels';
import { levelGroupNames, levelName, levelsByIds, subjectName } from './levels-helpers';
import { loginResponseSchema, shopLoginSuccessSchema } from './login';
import { sessionUserFromLogin } from './login-session';
import { parseErrorResponse } from './error-response';
import { errorResponseSchema } from './error-response.schema';
import { REGISTRATION_MESSAGES, shopRegistrationFormSchema, toRegistrationPayload } from './registration';
import { numericSchema } from './schema-helpers';
import { sessionUserSchema } from './session-user';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('session user', () => {
  it('reads a stored session user, filling what the backend left out', () => {
    const user = sessionUserSchema.parse({
      token: 't',
      id: 4,
      firstName: 'Adam',
      account_type: 'student',
      profile: { email: 'a@b.ma' },
    });

    expect(user).toMatchObject({
      token: 't',
      id: 4,
      firstName: 'Adam',
      lastName: '',
      image: null,
      has_children: false,
      name: '',
    });
    expect(user.profile).toMatchObject({ email: 'a@b.ma', is_school_admin: false, city: null });
  });

  it('refuses a session user without token or id (the UI relies on them)', () => {
    expect(sessionUserSchema.safeParse({ id: 4, profile: {} }).success).toBe(false);
    expect(sessionUserSchema.safeParse({ token: '', id: 4, profile: {} }).success).toBe(false);
  });

  it('reads the shop login answer: success true and the user at the top level', () => {
    const parsed = shopLoginSuccessSchema.parse({
      success: true,
      token: 't',
      id: 1,
      firstName: 'Salma',
      profile: {},
      has_children: 0,
    });

    expect(parsed).toMatchObject({ token: 't', id: 1, firstName: 'Salma', has_children: false });
    expect(parsed).not.toHaveProperty('success');
    expect(shopLoginSuccessSchema.safeParse({ success: false, message: 'x' }).success).toBe(false);
  });

  it('reads the other reading of the shop login answer: access_token and user (§3)', () => {
    const parsed = shopLoginSuccessSchema.parse({
      success: true,
      access_token: 'abc',
      user: {
        id: 7,
        first_name: 'Salma',
        last_name: 'Idrissi',
        account_type: 'li',
        username: 'salma',
        email: 's@x.ma',
      },
    });

    expect(parsed).toMatchObject({
      token: 'abc',
      id: 7,
      firstName: 'Salma',
      lastName: 'Idrissi',
      name: 'Salma Idrissi',
      account_type: 'li',
      profile: { username: 'salma', email: 's@x.ma' },
    });
  });
});

describe('learning login response', () => {
  it('becomes the stored session user, professor flags included', () => {
    const response = loginResponseSchema.parse({
      access_token: 'jwt',
      user: {
        id: 7,
        first_name: 'Rachid',
        last_name: 'Cherkaoui',
        account_type: 'professor',
        username: 'prof',
        email: 'r@c.ma',
        is_professeur: true,
        is_tuteur: 1,
        schools: [1, { id: 2, name: 'GS Ibn Sina' }],
      },
    });

    const user = sessionUserFromLogin(response);

    expect(user).toMatchObject({
      token: 'jwt',
      id: 7,
      name: 'Rachid Cherkaoui',
      is_professeur: true,
      is_tuteur: true,
      schools: [1, { id: 2, name: 'GS Ibn Sina' }],
    });
    expect(user.profile).toMatchObject({ username: 'prof', is_school_admin: false });
    expect(sessionUserSchema.parse(user)).toEqual(user);
  });
});

describe('error response', () => {
  it('reads the §3 error body, or nothing', () => {
    expect(parseErrorResponse({ error: 'not_activated', parent_email: 'p@x.ma' })).toEqual({
      error: 'not_activated',
      parent_email: 'p@x.ma',
    });
    expect(parseErrorResponse({ detail: 'Invalid token.' })).toBeNull();
    expect(parseErrorResponse('oops')).toBeNull();
  });

  it('answers exactly as the error-response schema does', () => {
    const bodies: unknown[] = [
      { error: 'not_email_active', email: 'e@x.ma', extra: 1 },
      { error: 'not_phone_active', phone: null },
      { error: 'x', parent_email: 3 },
      { error: 7 },
      { error: 'x', email: undefined },
      [],
      null,
      undefined,
      42,
      { detail: 'Invalid token.' },
    ];
    for (const body of bodies) {
      const parsed = errorResponseSchema.safeParse(body);
      expect(parseErrorResponse(body)).toEqual(parsed.success ? parsed.data : null);
    }
  });
});

describe('levels', () => {
  it('reads the levels answer and maps group ids to names', () => {
    const parsed = levelsResponseSchema.parse({
      levels: [{ level_id: 1, name: 'CP', group_id: 1 }],
      subjects: [{ subject_id: 1, name: 'Mathématiques' }],
      levels_groups: [
        { id: 1, name: 'Primaire' },
        { id: 2, name: 'Collège' },
      ],
    });

    expect(parsed.levels[0].subjects_ids).toEqual([]);
    expect(levelGroupNames([2, 9, 1], parsed.levels_groups)).toEqual(['Collège', 'Primaire']);
    expect(levelsByIds([1], parsed.levels).map((l) => l.name)).toEqual(['CP']);
  });

  it('names a subject in Arabic when the backend sent an Arabic name', () => {
    const subject = { subject_id: 1, name: 'Mathématiques', name_ar: 'الرياضيات' };
    expect(subjectName(subject, 'ar')).toBe('الرياضيات');
    expect(subjectName(subject, 'fr')).toBe('Mathématiques');
    expect(subjectName({ subject_id: 2, name: 'Français', name_ar: null }, 'ar')).toBe('Français');
    expect(subjectName(undefined, 'fr')).toBe('');
  });

  it('names a level in Arabic when the backend sent an Arabic name, and keeps it when parsing', () => {
    const [level] = levelsResponseSchema.parse({
      levels: [{ level_id: 7, name: '1ère année collège', name_ar: 'الأولى إعدادي', group_id: 2, subjects_ids: [] }],
    }).levels;
    expect(levelName(level, 'ar')).toBe('الأولى إعدادي');
    expect(levelName(level, 'en')).toBe('1ère année collège');
    expect(levelName({ name: 'CP', name_ar: null }, 'ar')).toBe('CP');
  });

  it('reads prices and quantities sent as decimal strings', () => {
    expect(numericSchema.parse('12.50')).toBe(12.5);
    expect(numericSchema.safeParse('abc').success).toBe(false);
    expect(numericSchema.safeParse('').success).toBe(false);
  });
});

describe('shop registration form', () => {
  const form = {
    fname: 'Aya',
    lname: 'El Fassi',
    email: 'aya@example.ma',
    phone_number: '0612345678',
    password: 'secret1',
    confirm_password: 'secret1',
    image_url: '',
  };

  it('maps the form names to the backend payload', () => {
    expect(toRegistrationPayload(shopRegistrationFormSchema.parse(form))).toEqual({
      first_name: 'Aya',
      last_name: 'El Fassi',
      email: 'aya@example.ma',
      phone_number: '0612345678',
      password: 'secret1',
      image: null,
    });
  });

  it('applies the §5 rules with their messages', () => {
    const result = shopRegistrationFormSchema.safeParse({
      ...form,
      email: 'aya',
      password: '12345',
      confirm_password: '1234',
    });

    expect(messagesOf(result)).toMatchObject({
      email: REGISTRATION_MESSAGES.emailFormat,
      password: REGISTRATION_MESSAGES.passwordTooShort,
    });
    expect(messagesOf(shopRegistrationFormSchema.safeParse({ ...form, confirm_password: 'other1' }))).toEqual({
      confirm_password: REGISTRATION_MESSAGES.passwordsMustMatch,
    });
  });

  it('leaves the verification markers out of a login message (§8)', () => {
    expect(stripVerificationMarkers('mail_not_yet_verified Vérifiez votre e-mail')).toBe('Vérifiez votre e-mail');
  });
});

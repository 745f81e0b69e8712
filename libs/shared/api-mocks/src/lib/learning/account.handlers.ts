import {
  changeCurrentLevelPayloadSchema,
  changePasswordPayloadSchema,
  childRegistrationPayloadSchema,
  childUpdatePayloadSchema,
  forgotPasswordPayloadSchema,
  linkStudentSchoolPayloadSchema,
  parentRegistrationPayloadSchema,
  professorRegistrationPayloadSchema,
  schoolRegistrationPayloadSchema,
  loginPayloadSchema,
  registrationPayloadSchema,
  type Child,
  type ParentChild,
} from '@kk/domain';
import { HttpResponse } from 'msw';
import { createAccount, emailTaken, findByLogin } from '../core/accounts';
import {
  badRequest,
  forbidden,
  invalidField,
  issueToken,
  notFound,
  requireAccountType,
  requireUser,
} from '../core/auth';
import { getDb } from '../core/db';
import { backend, hostPath, readJson, validate } from '../core/http';
import { NO_RESULT } from '../core/paging';
import type { FakeUser } from '../core/users';
import { LEVELS } from '../seed/reference-lists';
import { addManagedSchool, linkStudentAccount } from '../school/rows';
import { currentLevelOf, loginUserOf, userImage } from './views';

/**
 * A child as the parents' space lists them (assumed `GET /api/koolskools/v1/children/`): the child,
 * their level's name, and the school and class of the register row their account is linked to
 * (null until a Code Massar links it).
 */
function parentChildView(user: FakeUser): ParentChild {
  const level = currentLevelOf(user);
  const row = getDb().school.students.find((st) => st.user_id === user.id);
  const school = row ? getDb().school.schools.find((s) => s.id === row.school_id) : undefined;
  const classe = row ? getDb().school.classes.find((c) => c.id === row.class_id) : undefined;
  return {
    ...childView(user),
    birthday: user.birthday ?? null,
    level_name: LEVELS.find((l) => l.level_id === level)?.name ?? '',
    school_id: school?.id ?? null,
    school_name: school?.name ?? null,
    class_name: classe?.name ?? null,
  };
}

/** The error body of a registration whose e-mail is taken (§8 dictionary). */
const USERNAME_TAKEN = { error: 'This username already exists!' };
/** §8 dictionary: a Massar code no school has. */
const MASSAR_INVALID = 'This Code Massar is invalid';
/** §8 dictionary: a Massar code already linked to another account. */
const MASSAR_TAKEN = 'Code Massar already exist';

function childView(user: FakeUser): Child {
  return {
    id: user.id,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    birthday: user.birthday ?? '',
    gender: user.gender,
    current_level: currentLevelOf(user),
    image: userImage(user),
  };
}

/** The plan every seeded parent has (assumed subscription contract). */
const SUBSCRIPTION_PLAN = 'Famille';
/** Last day of an active subscription: the end of the next school year. */
const SUBSCRIPTION_ENDS_ON = '2027-06-30';
/** Last day of the `expire` demo account's subscription: the end of the last school year. */
const SUBSCRIPTION_ENDED_ON = '2026-06-30';

/** The account of one of `parent`'s children, or undefined (no id, or a child of another family). */
function childOf(parent: FakeUser, childId: number | undefined): FakeUser | undefined {
  if (childId === undefined || !(parent.children ?? []).includes(childId)) return undefined;
  return getDb().users.find((u) => u.id === childId);
}

function credentials(user: FakeUser) {
  return { username: user.username, password: user.password };
}

/**
 * Account handlers of the learning platform (calls 31–39, 48, 49, 52). Registrations (but the
 * child's), the login, forgot password and the level groups accept visitors (the Bearer header is
 * sent when there is a token, not required); the rest needs a valid Bearer token.
 */
export const accountHandlers = [
  // 31: global registration, no token.
  backend.post(hostPath(':product/global_register_api'), async ({ request }) => {
    const payload = validate(registrationPayloadSchema, await readJson(request));
    if (emailTaken(payload.email)) return badRequest(USERNAME_TAKEN);
    const user = createAccount({ ...payload, account_type: 'student', image_url: payload.image ?? null });
    return HttpResponse.json(credentials(user), { status: 201 });
  }),

  // 32–34: parent, school and professor registrations.
  backend.post(hostPath('api/koolskools/v1/account/parent_registration/'), async ({ request }) => {
    const payload = validate(parentRegistrationPayloadSchema, await readJson(request));
    if (emailTaken(payload.email)) return badRequest(USERNAME_TAKEN);
    const user = createAccount({ ...payload, account_type: 'parent', image_url: payload.image ?? null });
    user.children = [];
    return HttpResponse.json(credentials(user), { status: 201 });
  }),
  backend.post(hostPath('api/koolskools/v1/account/school_registration/'), async ({ request }) => {
    const payload = validate(schoolRegistrationPayloadSchema, await readJson(request));
    if (emailTaken(payload.email)) return badRequest(USERNAME_TAKEN);
    const user = createAccount({ ...payload, account_type: 'sc_ad', image_url: payload.image ?? null });
    const school = addManagedSchool(
      {
        name: payload.school_name,
        city: payload.city,
        address: payload.address,
        phone: payload.phone_number,
        email: payload.email,
        level_groups: ['primaire', 'college', 'lycee'],
      },
      user,
    );
    user.school_id = school.id;
    return HttpResponse.json(credentials(user), { status: 201 });
  }),
  backend.post(hostPath('api/koolskools/v1/account/professor_registration/'), async ({ request }) => {
    const payload = validate(professorRegistrationPayloadSchema, await readJson(request));
    if (emailTaken(payload.email)) return badRequest(USERNAME_TAKEN);
    const user = createAccount({ ...payload, account_type: 'professor', image_url: payload.image ?? null });
    user.is_professeur = true;
    return HttpResponse.json(credentials(user), { status: 201 });
  }),

  // 35: a signed-in parent registers a child.
  backend.post(hostPath('api/koolskools/v1/account/child_register/'), async ({ request }) => {
    const parent = requireUser(request, 'bearer');
    if (parent.account_type !== 'parent') return forbidden('Only a parent account can register a child.');
    const payload = validate(childRegistrationPayloadSchema, await readJson(request));
    const child = createAccount({
      account_type: 'student',
      first_name: payload.first_name,
      last_name: payload.last_name,
      password: payload.password,
      gender: payload.gender,
      birthday: payload.birthday,
      city: parent.city,
    });
    child.level_id = payload.level_id;
    child.current_level = payload.level_id;
    child.parent_id = parent.id;
    child.parent_email = parent.email;
    parent.children = [...(parent.children ?? []), child.id];
    return HttpResponse.json({ ...credentials(child), child: childView(child) }, { status: 201 });
  }),

  // 36: login, with the §8 error cases of the special accounts.
  backend.post(hostPath('api/:product/v1/account/login_with_token/'), async ({ request }) => {
    const payload = validate(loginPayloadSchema, await readJson(request));
    const user = findByLogin(payload.username);
    if (!user || user.password !== payload.password) {
      return badRequest({ error: 'invalid_credentials', detail: 'Username or Password incorrect' });
    }
    if (!user.is_active)
      return HttpResponse.json(
        { error: 'not_activated', parent_email: user.parent_email ?? user.email },
        { status: 403 },
      );
    if (user.subscription_expired) return HttpResponse.json({ error: 'no_subscription' }, { status: 403 });
    if (!user.email_verified)
      return HttpResponse.json({ error: 'not_email_active', email: user.email }, { status: 403 });
    if (!user.phone_verified)
      return HttpResponse.json({ error: 'not_phone_active', phone: user.phone_number }, { status: 403 });
    return HttpResponse.json({ access_token: issueToken(user.id), user: loginUserOf(user) });
  }),

  // 38: attach the signed-in student to a school by Massar code (a code of a school's register, linked once);
  // a parent attaches one of their children (assumed: `child_id`, 403 for a child not theirs).
  backend.post(hostPath('ajax/link_std_sc'), async ({ request }) => {
    const user = requireUser(request, 'bearer');
    requireAccountType(user, 'student', 'parent');
    const payload = validate(linkStudentSchoolPayloadSchema, await readJson(request));
    const student = user.account_type === 'parent' ? childOf(user, payload.child_id) : user;
    if (!student) return forbidden('This child is not one of your children.');
    const result = linkStudentAccount(student, payload.school_id, payload.code_massar);
    if (result === 'invalid') return badRequest({ error: MASSAR_INVALID });
    if (result === 'taken') return badRequest({ error: MASSAR_TAKEN });
    return HttpResponse.json({ success: true, school_id: result.id, school_name: result.name });
  }),

  // 39: forgot password: a known e-mail gets the reset message.
  backend.post(hostPath('api/koolskools/v1/account/forgot_password/'), async ({ request }) => {
    const payload = validate(forgotPasswordPayloadSchema, await readJson(request));
    if (!emailTaken(payload.email)) return badRequest({ error: NO_RESULT });
    return HttpResponse.json({ success: true });
  }),

  // 48: change the current level.
  backend.post(hostPath('change_current_level/'), async ({ request }) => {
    const user = requireUser(request, 'bearer');
    const payload = validate(changeCurrentLevelPayloadSchema, await readJson(request));
    if (!LEVELS.some((l) => l.level_id === payload.level_id)) {
      return invalidField('level_id', 'Unknown level');
    }
    user.current_level = payload.level_id;
    return HttpResponse.json({ current_level: payload.level_id });
  }),

  // Assumed: the signed-in parent's children, in the order they were added.
  backend.get(hostPath('api/koolskools/v1/children/'), ({ request }) => {
    const parent = requireUser(request, 'bearer');
    if (parent.account_type !== 'parent') return forbidden('Only a parent account has children.');
    const users = getDb().users;
    const children = (parent.children ?? [])
      .map((id) => users.find((u) => u.id === id))
      .filter((u): u is FakeUser => u !== undefined)
      .map(parentChildView);
    return HttpResponse.json({ children });
  }),

  // Assumed: the signed-in parent's subscription (the `expire` demo account's has ended).
  backend.get(hostPath('api/koolskools/v1/subscription/'), ({ request }) => {
    const parent = requireUser(request, 'bearer');
    if (parent.account_type !== 'parent') return forbidden('Only a parent account has a subscription.');
    return HttpResponse.json(
      parent.subscription_expired
        ? { status: 'expired', plan: SUBSCRIPTION_PLAN, expires_on: SUBSCRIPTION_ENDED_ON }
        : { status: 'active', plan: SUBSCRIPTION_PLAN, expires_on: SUBSCRIPTION_ENDS_ON },
    );
  }),

  // 49: a parent updates a child.
  backend.post(hostPath('api/koolskools/v1/child/:id/'), async ({ request, params }) => {
    const parent = requireUser(request, 'bearer');
    const childId = Number(params['id']);
    if (!(parent.children ?? []).includes(childId)) return notFound();
    const child = getDb().users.find((u) => u.id === childId);
    if (!child) return notFound();
    const payload = validate(childUpdatePayloadSchema, await readJson(request));
    Object.assign(child, payload);
    return HttpResponse.json(childView(child));
  }),

  // 52: change password, checking the old one.
  backend.post(hostPath('api/koolskools/changepassword/'), async ({ request }) => {
    const user = requireUser(request, 'bearer');
    const payload = validate(changePasswordPayloadSchema, await readJson(request));
    if (payload.old_password !== user.password) {
      return badRequest({ error: 'wrong_password', fields: { old_password: 'Wrong password' } });
    }
    user.password = payload.new_password;
    return HttpResponse.json({ success: true });
  }),
];

import { ACCOUNT_TYPES } from '../constants';
import type { LoginResponse, LoginUser } from './login';
import type { Profile, SessionUser } from './session-user';

/* Apart from the login schemas (login.ts): the sign-in screens use it, and zod stays out of their chunk. */

/** The fields of a backend user record (snake case, §3) that its profile is made of. */
export type ProfileSource = Pick<
  LoginUser,
  | 'first_name'
  | 'last_name'
  | 'username'
  | 'birthday'
  | 'gender'
  | 'address'
  | 'email'
  | 'image_url'
  | 'phone_number'
  | 'account_type'
  | 'country'
  | 'city'
  | 'password_is_forgotten'
  | 'success'
  | 'scope'
>;

/**
 * The profile (§3) of a backend user record: the same fields in the profile's names, and
 * `is_school_admin` from the account type. The login builds the stored profile with it, the fake
 * backend its profile bodies.
 */
export function profileFromUser(user: ProfileSource): Profile {
  return {
    firstName: user.first_name,
    lastName: user.last_name,
    username: user.username,
    birthday: user.birthday,
    gender: user.gender,
    address: user.address,
    email: user.email,
    image: user.image_url,
    phone_number: user.phone_number,
    is_school_admin: user.account_type === ACCOUNT_TYPES.schoolAdmin,
    country: user.country,
    city: user.city,
    password_is_forgotten: user.password_is_forgotten,
    success: user.success,
    scope: user.scope,
  };
}

/** Builds the stored session user (§3) from a learning-platform login response. */
export function sessionUserFromLogin(response: LoginResponse): SessionUser {
  const { user } = response;
  const name = `${user.first_name} ${user.last_name}`.trim();
  return {
    token: response.access_token,
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    image: user.image_url,
    account_type: user.account_type,
    profile: profileFromUser(user),
    has_children: user.has_children ?? false,
    current_level: user.current_level ?? null,
    name: name || user.username,
    ...(user.is_professeur !== undefined ? { is_professeur: user.is_professeur } : {}),
    ...(user.is_formator !== undefined ? { is_formator: user.is_formator } : {}),
    ...(user.is_tuteur !== undefined ? { is_tuteur: user.is_tuteur } : {}),
    ...(user.is_school_admin !== undefined ? { is_school_admin: user.is_school_admin } : {}),
    ...(user.schools ? { schools: user.schools } : {}),
  };
}

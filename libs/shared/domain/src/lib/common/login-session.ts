import type { LoginResponse } from './login';
import type { SessionUser } from './session-user';

/* Apart from the login schemas (login.ts): the sign-in screens use it, and zod stays out of their chunk. */

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
    profile: {
      firstName: user.first_name,
      lastName: user.last_name,
      username: user.username,
      birthday: user.birthday,
      gender: user.gender,
      address: user.address,
      email: user.email,
      image: user.image_url,
      phone_number: user.phone_number,
      is_school_admin: user.account_type === 'sc_ad',
      country: user.country,
      city: user.city,
      password_is_forgotten: user.password_is_forgotten,
      success: user.success,
      scope: user.scope,
    },
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

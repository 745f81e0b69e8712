import type { Profile } from '@kk/domain';

/**
 * What `InfoProfile` (§3 names the key, not its fields) keeps of the profile: the account's
 * username and flags. The session user (`session_user`) already holds the whole profile, so no
 * name, e-mail, phone, address, birthday or picture is stored twice (issue 13, personal data).
 */
export type StoredProfile = Pick<Profile, 'username' | 'is_school_admin' | 'scope' | 'password_is_forgotten'>;

/** `InfoProfile` of a profile. Kept free of zod: it runs on the first load with the session. */
export function infoProfileOf(profile: Profile): StoredProfile {
  const { username, is_school_admin, scope, password_is_forgotten } = profile;
  return { username, is_school_admin, scope, password_is_forgotten };
}

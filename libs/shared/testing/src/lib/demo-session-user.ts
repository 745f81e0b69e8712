import { demoAccount, findUser } from '@kk/api-mocks';
import type { SessionUser } from '@kk/domain';

/**
 * The session user of a demo account of the fake backend, as a login would store it: its token is
 * pre-issued, so calls are authorised without signing in, and its details are the fake backend's.
 * Shop accounts: `client` (Salma Bennani: cart, orders in every status, addresses), `admin`,
 * `librairie`, `ecole`; learning accounts: `eleve` (Adam Alaoui, current level 7), `parent`
 * (has children), `prof`. See `DEMO_ACCOUNTS` of `@kk/api-mocks` for all of them.
 *
 * @param username demo account name; an unknown name throws.
 * @param overrides fields to change on the result (e.g. `{ current_level: null }`).
 * @example renderPage(<OrdersPage />, { route: '/orders', path: '/orders', user: demoSessionUser() })
 */
export function demoSessionUser(username = 'client', overrides: Partial<SessionUser> = {}): SessionUser {
  const account = demoAccount(username);
  const user = findUser(account.id);
  const firstName = user?.first_name ?? username;
  const lastName = user?.last_name ?? '';
  return {
    token: account.token,
    id: account.id,
    firstName,
    lastName,
    image: user?.image_url ?? null,
    account_type: account.account_type,
    profile: {
      firstName,
      lastName,
      username: account.username,
      birthday: user?.birthday ?? null,
      gender: user?.gender ?? null,
      address: user?.address ?? null,
      email: user?.email ?? '',
      image: user?.image_url ?? null,
      phone_number: user?.phone_number ?? '',
      is_school_admin: account.account_type === 'sc_ad',
      country: user?.country ?? null,
      city: user?.city ?? null,
      password_is_forgotten: false,
      scope: null,
    },
    has_children: (user?.children?.length ?? 0) > 0,
    current_level: user?.current_level ?? null,
    name: `${firstName} ${lastName}`.trim(),
    ...overrides,
  };
}

import { configureApi } from '@kk/api-clients';
import { demoAccount, serveFakeBackendInTests } from '@kk/api-mocks/node';
import type { SessionUser } from '@kk/domain';
import { aParentUser } from './session-fixtures';

/**
 * Runs the workspace's fake backend (msw/node) around the tests of one file: requests go to
 * `http://localhost` (Node's fetch needs an absolute URL), unknown requests fail the test, and the
 * fake data is reseeded after each test.
 */
export function setUpFakeBackend(): void {
  beforeAll(() => configureApi({ baseUrl: 'http://localhost', product: 'koolskools' }));
  serveFakeBackendInTests();
}

/** A session user whose token the fake backend knows (a demo account: `client`, `admin`, ...). */
export function aDemoSessionUser(username = 'client'): SessionUser {
  const account = demoAccount(username);
  return aParentUser({ id: account.id, token: account.token, account_type: account.account_type });
}

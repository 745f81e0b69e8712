import { HttpResponse } from 'msw';
import { resetDemoData } from './db';
import { backend, hostPath } from './http';
import { DEMO_ACCOUNTS } from './users';

/**
 * Handlers of the fake backend itself (not of the product's API): `POST /__fake_backend/reset`
 * starts again from the seed (e2e tests, a "reset demo data" button), `GET
 * /__fake_backend/accounts` lists the demo accounts.
 */
export const fakeBackendHandlers = [
  backend.post(hostPath('__fake_backend/reset'), () => {
    resetDemoData();
    return HttpResponse.json({ success: true });
  }),
  backend.get(hostPath('__fake_backend/accounts'), () =>
    HttpResponse.json({
      accounts: DEMO_ACCOUNTS.map(({ username, password, account_type, description }) => ({
        username,
        password,
        account_type,
        description,
      })),
    }),
  ),
];

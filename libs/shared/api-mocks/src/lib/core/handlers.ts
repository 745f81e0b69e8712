import { HttpResponse } from 'msw';
import { resetDemoData } from './db';
import { backendFor, hostPath } from './http';
import { resetReady } from './seed-loader';
import { DEMO_ACCOUNTS } from './users';

/** They read no area: the reset makes the store anew (a demo page waits for the seed's core), the accounts are a constant. */
const backend = backendFor(null);

/**
 * Handlers of the fake backend itself (not of the product's API): `POST /__fake_backend/reset`
 * starts again from the seed (e2e tests, a "reset demo data" button), `GET
 * /__fake_backend/accounts` lists the demo accounts.
 */
export const fakeBackendHandlers = [
  backend.post(hostPath('__fake_backend/reset'), async () => {
    await resetReady();
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

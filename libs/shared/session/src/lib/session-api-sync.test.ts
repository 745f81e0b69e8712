import { accountApi, managedSchoolsApi } from '@kk/api-clients';
import { STORAGE_KEYS } from '@kk/domain';
import { aDemoSessionUser, setUpFakeBackend } from '../testing/fake-backend';
import { makeStore } from './store';

setUpFakeBackend();

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');

beforeEach(() => localStorage.clear());

describe('the session follows the learning calls that change the user', () => {
  it('a successful change_current_level stores the new current_level in the user (§4)', async () => {
    const store = makeStore({ preloadedUser: aDemoSessionUser('eleve') });

    const result = await store.dispatch(accountApi.endpoints.changeCurrentLevel.initiate(5)).unwrap();

    expect(store.getState().session.user?.current_level).toBe(result.current_level);
    expect(stored(STORAGE_KEYS.sessionUser).current_level).toBe(result.current_level);
  });

  it('becoming a school administrator makes the account type sc_ad', async () => {
    const store = makeStore({ preloadedUser: aDemoSessionUser('prof') });

    await store.dispatch(managedSchoolsApi.endpoints.becomeSchoolAdmin.initiate()).unwrap();

    expect(store.getState().session.user?.account_type).toBe('sc_ad');
    expect(stored(STORAGE_KEYS.sessionUser).account_type).toBe('sc_ad');
  });
});

import { combineReducers, configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { demoAccount } from '@kk/api-mocks/node';
import { accountApi } from '../learning/account.api';
import { learningApi } from '../learning/learning-api';
import { managedSchoolsApi } from '../school/managed-schools.api';
import { schoolApi } from '../school/school-api';
import { becomeSchoolAdminFulfilled, changeCurrentLevelFulfilled } from './matchers';

/** A store signed in as a demo account that records every action reaching its reducers. */
function recordingStore(account: string) {
  const seen: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    seen.push(action as UnknownAction);
    return next(action);
  };
  const { token } = demoAccount(account);
  const store = configureStore({
    reducer: combineReducers({
      session: (state: { user: { token: string } } = { user: { token } }) => state,
      [learningApi.reducerPath]: learningApi.reducer,
      [schoolApi.reducerPath]: schoolApi.reducer,
    }),
    middleware: (getDefault) => getDefault().concat(record, learningApi.middleware, schoolApi.middleware),
  });
  return { store, seen };
}

describe('light mutation matchers', () => {
  it('changeCurrentLevelFulfilled matches exactly the actions the endpoint’s own matchFulfilled matches', async () => {
    const { store, seen } = recordingStore('eleve');
    await store.dispatch(accountApi.endpoints.changeCurrentLevel.initiate(9));
    await store.dispatch(accountApi.endpoints.changeCurrentLevel.initiate(99)); // rejected: unknown level
    await store.dispatch(accountApi.endpoints.getLevelGroups.initiate());

    const ours = seen.filter((a) => changeCurrentLevelFulfilled(a));
    const theirs = seen.filter((a) => accountApi.endpoints.changeCurrentLevel.matchFulfilled(a));
    expect(theirs).toHaveLength(1);
    expect(ours).toEqual(theirs);
    expect(ours[0].payload).toMatchObject({ current_level: 9 });
  });

  it('becomeSchoolAdminFulfilled matches the fulfilled become_school_admin call only', async () => {
    const { store, seen } = recordingStore('client');
    await store.dispatch(managedSchoolsApi.endpoints.becomeSchoolAdmin.initiate());

    const ours = seen.filter((a) => becomeSchoolAdminFulfilled(a));
    const theirs = seen.filter((a) => managedSchoolsApi.endpoints.becomeSchoolAdmin.matchFulfilled(a));
    expect(theirs).toHaveLength(1);
    expect(ours).toEqual(theirs);
    expect(ours[0].payload).toMatchObject({ account_type: 'sc_ad' });
  });

  it('ignores another endpoint’s fulfilled mutation and a pending one', () => {
    const meta = { arg: { endpointName: 'changeCurrentLevel' } };
    expect(changeCurrentLevelFulfilled({ type: 'learningApi/executeMutation/pending', meta } as UnknownAction)).toBe(
      false,
    );
    expect(
      changeCurrentLevelFulfilled({
        type: 'learningApi/executeMutation/fulfilled',
        meta: { arg: { endpointName: 'changePassword' } },
      } as UnknownAction),
    ).toBe(false);
    expect(changeCurrentLevelFulfilled({ type: 'schoolApi/executeMutation/fulfilled', meta } as UnknownAction)).toBe(
      false,
    );
  });
});

import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import type { BecomeSchoolAdminResponse, ChangeCurrentLevelResponse } from '@kk/domain';

/** A fulfilled mutation action of RTK Query, typed by its result. */
export type MutationFulfilledAction<Result> = PayloadAction<Result, string, { arg: { endpointName: string } }>;

/**
 * Matches the fulfilled action of one mutation by its API's reducer path and endpoint name, the
 * way `api.endpoints.x.matchFulfilled` does, without importing the endpoint's module.
 *
 * The session slice is in every app's first-load bundle; importing whole endpoint modules only to
 * match two of their actions would also ship their response schemas (and the other app's
 * endpoints) to every first screen. A test checks each matcher against the endpoint's own.
 */
export function mutationFulfilled<Result>(reducerPath: string, endpointName: string) {
  const type = `${reducerPath}/executeMutation/fulfilled`;
  return (action: UnknownAction): action is MutationFulfilledAction<Result> => {
    if (action.type !== type) return false;
    const meta = (action as { meta?: { arg?: { endpointName?: unknown } } }).meta;
    return meta?.arg?.endpointName === endpointName;
  };
}

/** `learningApi` `changeCurrentLevel` succeeded (§4: the stored user's current level follows). */
export const changeCurrentLevelFulfilled = mutationFulfilled<ChangeCurrentLevelResponse>(
  'learningApi',
  'changeCurrentLevel',
);

/** `schoolApi` `becomeSchoolAdmin` succeeded (call 94: the account type becomes `sc_ad`). */
export const becomeSchoolAdminFulfilled = mutationFulfilled<BecomeSchoolAdminResponse>(
  'schoolApi',
  'becomeSchoolAdmin',
);

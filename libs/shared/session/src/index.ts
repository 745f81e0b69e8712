export {
  readStored,
  readStoredChecked,
  readStoredIf,
  writeStored,
  removeStored,
  clearStoredData,
  type StoredCheck,
} from './lib/storage';
export { saveNextUrl, readNextUrl, clearNextUrl, type NextUrl } from './lib/next-url';
export {
  nextUrlSchema,
  storedProfileSchema,
  storedLevelsSchema,
  storedSubjectsSchema,
  storedLevelGroupsSchema,
} from './lib/stored-schemas';
export { SESSION_ROUTES, LEARNING_HOMES } from './lib/routes';
// The slice, its actions, selectors and types: everything session-slice.ts exports is public.
export * from './lib/session-slice';
export { readStoredProfile } from './lib/stored-profile';
export type { StoredProfile } from './lib/info-profile';
export {
  makeAppStore,
  makeStore,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  type MakeStoreOptions,
  type BackendApi,
  type AppStore,
  type RootState,
  type AppDispatch,
} from './lib/store';
export {
  resolveLoginRedirect,
  readLoginRedirectInput,
  type LoginRedirect,
  type LoginRedirectInput,
} from './lib/login-redirect';
export {
  usePostLoginRedirect,
  type OccasionSentState,
  type PostLoginRedirect,
  type PostLoginState,
} from './lib/use-post-login-redirect';
export {
  RequireAuth,
  RequireAccountType,
  RequireRole,
  RedirectIfLoggedIn,
  type RequireAuthProps,
  type RequireRoleProps,
  type RequireAccountTypeProps,
  type RedirectIfLoggedInProps,
} from './lib/guards';
export { useSessionExpiredRedirect } from './lib/session-expired-redirect';
export { useCrossTabSession } from './lib/cross-tab';
export { loadReferenceData, useSessionBootstrap } from './lib/bootstrap';
export { useStoredLevels, useStoredSubjects, useStoredLevelGroups } from './lib/stored-reference-data';
export { useReferenceLists, type ReferenceLists } from './lib/reference-lists';
export { useReferenceNames, type ReferenceNames } from './lib/reference-names';
export { SessionProvider, type SessionProviderProps } from './lib/session-provider';
export { releaseOnceAnswered, type PagePrefetch, type PagePrefetchContext } from './lib/page-prefetch';

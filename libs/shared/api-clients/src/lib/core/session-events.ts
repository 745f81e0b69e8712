import { createAction } from '@reduxjs/toolkit';

/**
 * Dispatched by the API layer when the backend says the session is no longer valid
 * (a 401 on levels, subjects and school-management calls, §8). The session slice clears
 * the stored user when it sees it; the app then sends the user to sign in.
 */
export const sessionExpired = createAction<{ endpoint: string }>('session/expired');

/**
 * Dispatched when the spec asks for all stored data to be cleared (friend-list failure with a
 * response, image-list failure, §8). The session slice clears the user and every stored key.
 */
export const storedDataCleared = createAction<{ endpoint: string }>('session/storedDataCleared');

/** The part of the Redux state the API layer reads: the session user's token. */
export interface AuthState {
  session: { user: { token?: string | null } | null };
}

/** Token of the signed-in user, or null. */
export function selectToken(state: unknown): string | null {
  const session = (state as Partial<AuthState>).session;
  return session?.user?.token ?? null;
}

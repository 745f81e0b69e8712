import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  becomeSchoolAdminFulfilled,
  changeCurrentLevelFulfilled,
  sessionExpired,
  storedDataCleared,
} from '@kk/api-clients';
import { learningRole, type Profile, type SessionUser } from '@kk/domain';

/** How the last session ended, for the screens that react to it (e.g. expiry → sign in again). */
export type SessionEnd = 'logout' | 'expired' | 'cleared' | 'other-tab';

/** State of the `session` slice. The API layer reads `state.session.user.token`. */
export interface SessionState {
  /** The signed-in user, or null for a visitor. */
  user: SessionUser | null;
  /** How the last session ended; null while signed in or once handled. */
  ended: SessionEnd | null;
}

/** A class level as the "modify" action sets it (§4): a level id or name. */
export type ClassLevel = SessionUser['classLevel'];
/** The learner's current level (§4): a level id, or null. */
export type CurrentLevel = SessionUser['current_level'];

/** The state of a store whose user is `user` (or a visitor). */
export function initialSessionState(user: SessionUser | null = null): SessionState {
  return { user, ended: null };
}

/** Display name from first and last name, as the login builds it. */
function displayName(user: SessionUser): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.profile.username || user.name;
}

/**
 * The session slice (reducer key `session`). Reducers only change the state; what is stored
 * under `session_user` / `InfoProfile` follows from these actions in the store's persistence
 * listener (see `makeStore`).
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState(),
  reducers: {
    /** A login succeeded: the user is signed in (stored as `session_user`, profile as `InfoProfile`). */
    loggedIn(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
      state.ended = null;
    },
    /** The user signed out: `session_user` and `InfoProfile` are removed (§4). */
    loggedOut(state) {
      state.user = null;
      state.ended = 'logout';
    },
    /** The learner's current level changed (`change_current_level`): stored in the user (§4). */
    currentLevelChanged(state, action: PayloadAction<CurrentLevel>) {
      if (state.user) state.user.current_level = action.payload;
    },
    /** The "modify" action of §4: sets `classLevel` on the user. */
    classLevelModified(state, action: PayloadAction<ClassLevel>) {
      if (state.user) state.user.classLevel = action.payload;
    },
    /**
     * The profile was saved: merged into the user's profile (and `InfoProfile`); first name,
     * last name and image also update the user's own fields shown in the frame.
     */
    profileUpdated(state, action: PayloadAction<Partial<Profile>>) {
      const user = state.user;
      if (!user) return;
      user.profile = { ...user.profile, ...action.payload };
      const { firstName, lastName, image } = action.payload;
      if (firstName !== undefined) user.firstName = firstName;
      if (lastName !== undefined) user.lastName = lastName;
      if (image !== undefined) user.image = image;
      if (firstName !== undefined || lastName !== undefined) user.name = displayName(user);
    },
    /** Another tab signed in, out or changed the user: this tab follows (nothing is stored again). */
    sessionSynced(state, action: PayloadAction<SessionUser | null>) {
      const wasSignedIn = state.user !== null;
      state.user = action.payload;
      state.ended = action.payload === null && wasSignedIn ? 'other-tab' : null;
    },
    /**
     * The stored session the store started with did not pass its full check (storage.ts,
     * `readStoredChecked`): it was removed, and the user is a visitor, as if nothing was stored.
     */
    storedSessionRejected(state) {
      state.user = null;
      state.ended = null;
    },
    /** The screen that reacted to the end of a session says so (e.g. after redirecting to sign in). */
    sessionEndHandled(state) {
      state.ended = null;
    },
  },
  extraReducers: (builder) => {
    builder
      // §8: a 401 on levels, subjects and school management clears the session. Only a signed-in
      // session can expire: later 401s of a visitor change nothing.
      .addCase(sessionExpired, (state) => {
        if (!state.user) return;
        state.user = null;
        state.ended = 'expired';
      })
      // §8: friend-list and image-list failures clear all stored data, the session with it.
      .addCase(storedDataCleared, (state) => {
        state.ended = state.user ? 'cleared' : state.ended;
        state.user = null;
      })
      // §4: changing the current level updates current_level in the stored user.
      .addMatcher(changeCurrentLevelFulfilled, (state, action) => {
        if (state.user) state.user.current_level = action.payload.current_level;
      })
      // Call 94: the user became a school administrator (account type sc_ad).
      .addMatcher(becomeSchoolAdminFulfilled, (state, action) => {
        if (!state.user) return;
        state.user.account_type = action.payload.account_type;
        if (state.user.profile) state.user.profile.is_school_admin = action.payload.is_school_admin;
      });
  },
  selectors: {
    /** The signed-in user, or null. */
    selectSessionUser: (state) => state.user,
    /** True when a user is signed in. */
    selectIsLoggedIn: (state) => state.user !== null,
    /** Account type of the signed-in user (`ad`, `li`, `sc_ad`, ...), or null. */
    selectAccountType: (state) => state.user?.account_type ?? null,
    /** Token of the signed-in user, or null. */
    selectToken: (state) => state.user?.token ?? null,
    /** How the last session ended (`logout`, `expired`, `cleared`, `other-tab`), or null. */
    selectSessionEnd: (state) => state.ended,
    /** The learning role of the signed-in user (`learningRole`); `student` for a visitor. */
    selectLearningRole: (state) => learningRole(state.user),
  },
});

// The actions and selectors, documented where they are defined above (their docs follow them).
export const {
  loggedIn,
  loggedOut,
  currentLevelChanged,
  classLevelModified,
  profileUpdated,
  sessionSynced,
  sessionEndHandled,
  storedSessionRejected,
} = sessionSlice.actions;

export const {
  selectSessionUser,
  selectIsLoggedIn,
  selectAccountType,
  selectToken,
  selectSessionEnd,
  selectLearningRole,
} = sessionSlice.selectors;

import { lazy } from 'react';

export { HomePage } from './lib/home/home-page';

/*
 * The dashboard is the first screen of every signed-in user, so it ships with the lib. The profile
 * and friends pages load on their first visit, as their own chunks.
 */

/** Profile and avatar (`/profil`), loaded on first visit. */
export const ProfilePage = lazy(() => import('./lib/profile/profile-page').then((m) => ({ default: m.ProfilePage })));

/** Friends (`/amis`), loaded on first visit. */
export const FriendsPage = lazy(() => import('./lib/friends/friends-page').then((m) => ({ default: m.FriendsPage })));

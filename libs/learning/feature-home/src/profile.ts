/** The profile `/profil`, an entry point of its own so the app's route loads it on first visit. */
export { ProfilePage } from './lib/profile/profile-page';

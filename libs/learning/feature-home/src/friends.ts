/** Friends `/amis`, an entry point of its own so the app's route loads it on first visit. */
export { FriendsPage } from './lib/friends/friends-page';

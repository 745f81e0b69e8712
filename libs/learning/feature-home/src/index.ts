export { HomePage } from './lib/home/home-page';
export { ProfilePage } from './lib/profile/profile-page';
export { FriendsPage } from './lib/friends/friends-page';

export { ProfilePage } from './lib/profile/profile-page';
export { ProfileEditPage } from './lib/profile-edit/profile-edit-page';

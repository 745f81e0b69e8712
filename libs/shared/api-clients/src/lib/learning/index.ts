export * from './account.api';
export * from './avatars.api';
export * from './challenges.api';
export * from './content.api';
export * from './friends.api';
export * from './images.api';
export * from './tasks.api';
export * from './exam-player.api';

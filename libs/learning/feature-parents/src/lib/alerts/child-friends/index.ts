export { ChildFriendsPage } from './child-friends-page';
export {
  useChildFriends,
  isNotTheirChild,
  type ChildFriendView,
  type UseChildFriendsResult,
} from './use-child-friends';

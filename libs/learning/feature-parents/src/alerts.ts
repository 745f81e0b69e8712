/* The alerts and the child's friends, an entry point of its own: see index.ts. */
export { AlertsPage } from './lib/alerts/alerts';
export { ChildFriendsPage } from './lib/alerts/child-friends';

/*
 * The children's accounts and the subscription, an entry point of its own (its own chunk: the app's
 * routes load it with `lazyPage`; see index.ts): "Mes enfants", register a child (credentials shown
 * once), update a child and link them to a school by Code Massar, and the subscription page.
 */
export { ChildrenPage } from './lib/accounts/children';
export { AddChildPage } from './lib/accounts/add-child';
export { EditChildPage } from './lib/accounts/edit-child';
export { SubscriptionPage } from './lib/accounts/subscription';

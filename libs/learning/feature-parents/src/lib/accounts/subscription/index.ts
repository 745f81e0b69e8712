export { SubscriptionPage } from './subscription-page';

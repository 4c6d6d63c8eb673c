export { SubscriptionItem, SubscriptionList } from './SubscriptionList';

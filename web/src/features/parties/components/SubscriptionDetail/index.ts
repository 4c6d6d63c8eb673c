export {
  SubscriptionDetail,
  SubscriptionDetailSkeleton,
  type SubscriptionDetailProps,
} from './SubscriptionDetail';

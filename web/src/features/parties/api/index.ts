export { partyKeys } from './party-keys';
export { SUBSCRIPTIONS_PAGE_SIZE, useSubscriptions } from './use-subscriptions';
export { useCancelPreview, useSubscription } from './use-subscription';
export { useAnswerRemoval, useAnswerRenewal, useLeaveParty } from './use-party-answers';

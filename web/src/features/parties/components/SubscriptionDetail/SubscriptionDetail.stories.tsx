import type { Story, StoryDefault } from '@ladle/react';
import { wireSubscriptionPost } from '@test/catalogue-data';
import { wirePurchasedSubscription } from '@test/party-data';
import { SubscriptionDetail, SubscriptionDetailSkeleton } from './SubscriptionDetail';

export default { title: 'Features / Parties / SubscriptionDetail' } satisfies StoryDefault;

const now = new Date();

export const Active: Story = () => (
  <SubscriptionDetail item={wirePurchasedSubscription()} now={now} />
);
Active.meta = { session: 'member' };
export const WithRenewalRequest: Story = () => (
  <SubscriptionDetail
    item={wirePurchasedSubscription({
      pendingRequest: {
        kind: 'RENEWAL',
        postSeq: 31,
        reason: null,
        requestedAt: '2026-11-20 10:00:00',
      },
    })}
    now={now}
  />
);
WithRenewalRequest.meta = { session: 'member' };
export const Pending: Story = () => (
  <SubscriptionDetail
    item={wirePurchasedSubscription({ memberStatus: 'PENDING', accountInfo: null })}
    now={now}
  />
);
Pending.meta = { session: 'member', locale: 'es' };
export const Ended: Story = () => (
  <SubscriptionDetail
    item={wirePurchasedSubscription({
      post: wireSubscriptionPost({
        subscriptionStartsAt: '2026-01-01',
        subscriptionEndsAt: '2026-02-01',
      }),
    })}
    now={now}
  />
);
Ended.meta = { session: 'member', locale: 'en' };
export const Loading: Story = () => <SubscriptionDetailSkeleton />;
Loading.meta = { shows: 'skeleton' };
export const StoppedEarlyWithCompensation: Story = () => (
  <SubscriptionDetail
    item={wirePurchasedSubscription({
      post: wireSubscriptionPost({ status: 'ENDED', subscriptionEndsAt: '2099-12-31' }),
      compensation: { amount: 3210, paidAt: '2026-11-20 10:00:00', endedBy: 'FOUNDER' },
    })}
    now={now}
  />
);
StoppedEarlyWithCompensation.meta = { session: 'member' };

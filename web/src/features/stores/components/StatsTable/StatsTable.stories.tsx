import type { Story, StoryDefault } from '@ladle/react';
import { wireSellerStats } from '@test/stores-data';
import { StatsTable } from './StatsTable';

export default { title: 'Features / Stores / StatsTable' } satisfies StoryDefault;

export const Korean: Story = () => <StatsTable stats={wireSellerStats()} />;

export const English: Story = () => <StatsTable stats={wireSellerStats()} />;
English.meta = { locale: 'en' };

export const Spanish: Story = () => <StatsTable stats={wireSellerStats()} />;
Spanish.meta = { locale: 'es' };

/** A type never sold shows a dash for its refund rate instead of dividing by zero. */
export const OneTypeUnsold: Story = () => (
  <StatsTable stats={wireSellerStats({ codeSalesCount: 0, codeRefundCount: 0 })} />
);

/** Large counts keep their thousands separators and still fit a phone. */
export const LargeCounts: Story = () => (
  <StatsTable
    stats={wireSellerStats({
      subscriptionSalesCount: 1_204_567,
      subscriptionRefundCount: 12_345,
      couponSalesCount: 98_765,
    })}
  />
);
LargeCounts.meta = { locale: 'es' };

import type { Story, StoryDefault } from '@ladle/react';
import { Text } from '@mantine/core';
import type { SearchType } from '@market/domain';
import { useState } from 'react';
import { SearchTypeTabs } from './SearchTypeTabs';

export default { title: 'Features / Search / SearchTypeTabs' } satisfies StoryDefault;

const counts = { subscriptionCount: 3, couponCount: 128, codeCount: 0, sellerCount: 2 };

function Tabs({ loaded = true }: { loaded?: boolean }) {
  const [type, setType] = useState<SearchType>('ecoupon');
  return (
    <SearchTypeTabs value={type} onChange={setType} counts={loaded ? counts : undefined}>
      <Text c="dimmed">Results of “{type}” here</Text>
    </SearchTypeTabs>
  );
}

export const WithCounts: Story = () => <Tabs />;

/** Counts still loading: the tabs work without numbers. */
export const CountsLoading: Story = () => <Tabs loaded={false} />;

export const English: Story = () => <Tabs />;
English.meta = { locale: 'en' };

export const Spanish: Story = () => <Tabs />;
Spanish.meta = { locale: 'es' };

import type { Story, StoryDefault } from '@ladle/react';
import { SearchOverlay } from './SearchOverlay';

export default { title: 'Features / Search / SearchOverlay' } satisfies StoryDefault;

const Open = () => <SearchOverlay opened onClose={() => undefined} />;

export const WithRecentKeywords: Story = () => <Open />;
WithRecentKeywords.meta = { searchHistory: ['넷플릭스', '왓챠', '스타벅스 아메리카노'] };

export const NoRecentKeywords: Story = () => <Open />;

export const English: Story = () => <Open />;
English.meta = { locale: 'en', searchHistory: ['Netflix', 'Steam gift card'] };

/** Trending keywords could not be loaded. */
export const Offline: Story = () => <Open />;
Offline.meta = {
  offline: true,
  searchHistory: ['디즈니+'],
  errorOnPurpose: 'the API does not answer: the error state',
};

export const Phone: Story = () => <Open />;
Phone.meta = { width: 360, searchHistory: ['넷플릭스'] };

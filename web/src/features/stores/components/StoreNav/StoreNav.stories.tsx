import type { Story, StoryDefault } from '@ladle/react';
import { StoreNav } from './StoreNav';

export default { title: 'Features / Stores / StoreNav' } satisfies StoryDefault;

export const Posts: Story = () => <StoreNav sellerSeq={3} active="posts" />;

export const Reviews: Story = () => <StoreNav sellerSeq={3} active="reviews" />;

export const Spanish: Story = () => <StoreNav sellerSeq={3} active="stats" />;
Spanish.meta = { locale: 'es' };

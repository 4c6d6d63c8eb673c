import type { Story, StoryDefault } from '@ladle/react';
import type { ReviewTone } from '@market/domain';
import { useState } from 'react';
import { ReviewToneFilter } from './ReviewToneFilter';

export default { title: 'Features / Stores / ReviewToneFilter' } satisfies StoryDefault;

function Stateful({ counts }: { counts?: { positive: number; negative: number } }) {
  const [tone, setTone] = useState<ReviewTone>('all');
  return <ReviewToneFilter tone={tone} onChange={setTone} counts={counts} />;
}

export const WithCounts: Story = () => <Stateful counts={{ positive: 8, negative: 5 }} />;

export const WithoutCounts: Story = () => <Stateful />;

export const Spanish: Story = () => <Stateful counts={{ positive: 1_208, negative: 37 }} />;
Spanish.meta = { locale: 'es' };

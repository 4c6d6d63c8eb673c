import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import type { FaqCategoryChoice } from '@/features/content/hooks/use-faq-search';
import { FaqCategoryFilter } from './FaqCategoryFilter';

export default { title: 'Features / Content / FaqCategoryFilter' } satisfies StoryDefault;

function Stateful() {
  const [value, setValue] = useState<FaqCategoryChoice>('all');
  return <FaqCategoryFilter value={value} onChange={setValue} />;
}

export const Korean: Story = () => <Stateful />;

export const Spanish: Story = () => <Stateful />;
Spanish.meta = { locale: 'es' };

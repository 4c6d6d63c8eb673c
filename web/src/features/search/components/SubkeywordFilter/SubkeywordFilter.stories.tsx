import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { SubkeywordFilter } from './SubkeywordFilter';

export default { title: 'Features / Search / SubkeywordFilter' } satisfies StoryDefault;

function Filter({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <SubkeywordFilter value={value} onSubmit={setValue} />;
}

export const Empty: Story = () => <Filter />;

/** A subkeyword in force can be cleared. */
export const Applied: Story = () => <Filter initial="라떼" />;

export const English: Story = () => <Filter initial="latte" />;
English.meta = { locale: 'en' };

export const Spanish: Story = () => <Filter />;
Spanish.meta = { locale: 'es' };

import type { Story, StoryDefault } from '@ladle/react';
import { PageSkeleton } from './PageSkeleton';

export default { title: 'Components / PageSkeleton' } satisfies StoryDefault;

export const Loading: Story = () => <PageSkeleton />;

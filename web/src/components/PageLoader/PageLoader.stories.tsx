import type { Story, StoryDefault } from '@ladle/react';
import { PageLoader } from './PageLoader';

export default { title: 'Components / PageLoader' } satisfies StoryDefault;

export const Loading: Story = () => <PageLoader />;

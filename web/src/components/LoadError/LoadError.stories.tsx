import type { Story, StoryDefault } from '@ladle/react';
import { LoadError } from './LoadError';

export default { title: 'Components / LoadError' } satisfies StoryDefault;

export const WithRetry: Story = () => <LoadError onRetry={() => undefined} />;

export const WithoutRetry: Story = () => <LoadError toast={null} />;

export const English: Story = () => <LoadError onRetry={() => undefined} />;
English.meta = { locale: 'en' };

export const Spanish: Story = () => <LoadError onRetry={() => undefined} />;
Spanish.meta = { locale: 'es' };

import type { Story, StoryDefault } from '@ladle/react';
import { TopUpForm } from './TopUpForm';

export default { title: 'Features / Wallet / TopUpForm' } satisfies StoryDefault;

export const Korean: Story = () => <TopUpForm />;
Korean.meta = { session: 'member' };

export const SpanishInDollars: Story = () => <TopUpForm />;
SpanishInDollars.meta = { session: 'member', locale: 'es', currency: 'USD' };

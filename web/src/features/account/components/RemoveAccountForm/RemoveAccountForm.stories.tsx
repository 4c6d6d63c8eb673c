import type { Story, StoryDefault } from '@ladle/react';
import { RemoveAccountForm } from './RemoveAccountForm';

export default { title: 'Features / Account / RemoveAccountForm' } satisfies StoryDefault;

export const Korean: Story = () => <RemoveAccountForm />;
Korean.meta = { session: 'member' };

export const English: Story = () => <RemoveAccountForm />;
English.meta = { session: 'member', locale: 'en' };

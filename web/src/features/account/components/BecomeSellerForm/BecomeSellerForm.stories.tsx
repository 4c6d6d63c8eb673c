import type { Story, StoryDefault } from '@ladle/react';
import { BecomeSellerForm } from './BecomeSellerForm';

export default { title: 'Features / Account / BecomeSellerForm' } satisfies StoryDefault;

export const Korean: Story = () => <BecomeSellerForm />;
Korean.meta = { session: 'member' };

export const Spanish: Story = () => <BecomeSellerForm />;
Spanish.meta = { session: 'member', locale: 'es' };

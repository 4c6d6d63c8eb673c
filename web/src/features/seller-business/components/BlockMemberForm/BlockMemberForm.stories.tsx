import type { Story, StoryDefault } from '@ladle/react';
import { BlockMemberForm } from './BlockMemberForm';

export default { title: 'Features / Seller business / BlockMemberForm' } satisfies StoryDefault;

export const Empty: Story = () => <BlockMemberForm />;
Empty.meta = { session: 'seller', path: '/seller/blocklist' };

export const WithAMember: Story = () => <BlockMemberForm initialUserSeq={42} />;
WithAMember.meta = { session: 'seller', path: '/seller/blocklist', locale: 'es' };

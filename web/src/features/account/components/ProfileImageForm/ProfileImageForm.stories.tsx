import type { Story, StoryDefault } from '@ladle/react';
import { wireUser } from '@test/wire-data';
import { ProfileImageForm } from './ProfileImageForm';

export default { title: 'Features / Account / ProfileImageForm' } satisfies StoryDefault;

export const WithoutPicture: Story = () => <ProfileImageForm user={wireUser()} />;
WithoutPicture.meta = { session: 'member' };

export const WithPicture: Story = () => (
  <ProfileImageForm user={wireUser({ profileImageUrl: '/favicon.svg' })} />
);
WithPicture.meta = { session: 'member', locale: 'en' };

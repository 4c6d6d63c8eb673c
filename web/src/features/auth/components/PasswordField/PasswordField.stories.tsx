import type { Story, StoryDefault } from '@ladle/react';
import { PasswordField } from './PasswordField';

export default { title: 'Features / Auth / PasswordField' } satisfies StoryDefault;

export const Empty: Story = () => <PasswordField label="비밀번호" required />;

export const WithError: Story = () => (
  <PasswordField
    label="Password"
    description="8 to 64 characters."
    defaultValue="short"
    error="The password must be at least 8 characters."
    required
  />
);
WithError.meta = { locale: 'en' };

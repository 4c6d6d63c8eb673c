import type { Story, StoryDefault } from '@ladle/react';
import { Stack } from '@mantine/core';
import { wireUser } from '@test/wire-data';
import {
  CountriesForm,
  NewsletterForm,
  NicknameForm,
  PasswordForm,
  PhoneForm,
} from './ProfileForms';

export default { title: 'Features / Account / ProfileForms' } satisfies StoryDefault;

const user = wireUser({ phone: '010-2345-6789', countries: ['KR', 'US'], newsletter: true });

const All = () => (
  <Stack maw={560}>
    <NicknameForm user={user} />
    <PasswordForm />
    <PhoneForm user={user} />
    <CountriesForm user={user} />
    <NewsletterForm user={user} />
  </Stack>
);

export const Korean: Story = () => <All />;
Korean.meta = { session: 'member' };

export const English: Story = () => <All />;
English.meta = { session: 'member', locale: 'en' };

export const Spanish: Story = () => <All />;
Spanish.meta = { session: 'member', locale: 'es' };

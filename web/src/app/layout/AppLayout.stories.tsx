import type { Story, StoryDefault } from '@ladle/react';
import { Container, Text } from '@mantine/core';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import { AppLayout } from './AppLayout';

export default { title: 'Layout / AppLayout' } satisfies StoryDefault;

const Page = () => (
  <AppLayout>
    <Container size="xl">
      <PageTitle>Page title</PageTitle>
      <Text>Page content sits between the header and the footer.</Text>
    </Container>
  </AppLayout>
);

export const Desktop: Story = () => <Page />;
Desktop.meta = { session: 'member', cartCount: 2 };

export const Phone: Story = () => <Page />;
Phone.meta = { width: 360 };

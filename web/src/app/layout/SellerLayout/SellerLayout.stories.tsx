import type { Story, StoryDefault } from '@ladle/react';
import { Container, Text } from '@mantine/core';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import { SellerLayout } from './SellerLayout';

export default { title: 'Layout / SellerLayout' } satisfies StoryDefault;

/** At a seller address the app wears the seller theme (violet), as the console does. */
const Page = () => (
  <SellerLayout>
    <Container size="lg">
      <PageTitle>Reviews</PageTitle>
      <Text>The console's page sits beside its navigation.</Text>
    </Container>
  </SellerLayout>
);

export const Desktop: Story = () => <Page />;
Desktop.meta = { session: 'seller', path: '/seller/reviews' };

export const Phone: Story = () => <Page />;
Phone.meta = { session: 'seller', path: '/seller/reviews', width: 360 };

export const Spanish: Story = () => <Page />;
Spanish.meta = { session: 'seller', path: '/seller/ecoupons', locale: 'es' };

/** The longest console name (es) wraps beside sign-out at a phone's width. */
export const SpanishPhone: Story = () => <Page />;
SpanishPhone.meta = { session: 'seller', path: '/seller/reviews', locale: 'es', width: 360 };

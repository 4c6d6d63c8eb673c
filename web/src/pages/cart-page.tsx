import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle/PageTitle';
import { CartList } from '../features/cart/components/CartList/CartList';

/** /cart (SPEC §2, signed-in): the member's cart, its chosen lines and the way on to checkout. */
export default function CartPage() {
  const { t } = useTranslation('common');
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <PageTitle>{t('routes.cart')}</PageTitle>
        <CartList />
      </Stack>
    </Container>
  );
}

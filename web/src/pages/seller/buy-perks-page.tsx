import { Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import { SimpleGrid, Title } from '@mantine/core';
import { SellerPerkList } from '@/features/seller-business/components/SellerPerkList/SellerPerkList';
import { lazyPart } from '@/lib/ui/lazy-part';

// In chunks of their own with their inputs, out of the page's first load (lib/ui/lazy-part.tsx).
const PromotionInventoryPanel = lazyPart(
  () =>
    import('@/features/seller-business/components/PromotionInventoryPanel/PromotionInventoryPanel').then(
      (module) => module.PromotionInventoryPanel,
    ),
  { height: 220 },
);

const BuyPromotionForm = lazyPart(
  () =>
    import('@/features/seller-business/components/BuyPromotionForm/BuyPromotionForm').then(
      (module) => module.BuyPromotionForm,
    ),
  { height: 200 },
);

/** /seller/buy-perks: buy PICK and UP units, spend them on posts, and the perks for sellers. */
export default function SellerBuyPerksPage() {
  const { t } = useTranslation(['sellerBusiness', 'common']);
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <div>
          <PageTitle>{t('common:routes.sellerBuyPerks')}</PageTitle>
          <Text c="dimmed" mt={4}>
            {t('perks.intro')}
          </Text>
        </div>
        <Stack component="section" gap="sm" aria-labelledby="buy-perks-heading">
          <Title order={2} size="h3" id="buy-perks-heading">
            {t('perks.buyHeading')}
          </Title>
          <BuyPromotionForm />
        </Stack>
        <Stack component="section" gap="sm" aria-labelledby="inventory-heading">
          <Title order={2} size="h3" id="inventory-heading">
            {t('perks.inventoryHeading')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <PromotionInventoryPanel item="PICK" />
            <PromotionInventoryPanel item="UP" />
          </SimpleGrid>
        </Stack>
        <Stack component="section" gap="sm" aria-labelledby="perks-heading">
          <Title order={2} size="h3" id="perks-heading">
            {t('perks.perksHeading')}
          </Title>
          <SellerPerkList />
        </Stack>
      </Stack>
    </Container>
  );
}

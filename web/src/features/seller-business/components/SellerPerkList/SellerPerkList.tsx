import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/PagedList/PagedList';
import { useLocalized } from '@/lib/i18n/use-localized';
import { useSellerPerks } from '@/features/seller-business/api/use-promotion';
import { ListSkeleton } from '../SellerReviewList/SellerReviewList';

/** The perks offered to sellers, each with where to claim it when that is elsewhere. */
export function SellerPerkList() {
  const { t } = useTranslation('sellerBusiness');
  const localized = useLocalized();
  const perks = useSellerPerks();
  return (
    <PagedList
      query={perks}
      skeleton={<ListSkeleton height={80} />}
      emptyTitle={() => t('perks.noPerks')}
      renderList={(items, listProps) => (
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="sm" {...listProps}>
          {items.map((perk) => (
            <Paper component="li" key={perk.seq} withBorder radius="md" p="md">
              <Stack gap={4}>
                <Title order={3} size="h5">
                  {localized(perk.title)}
                </Title>
                <Text size="sm">{localized(perk.description)}</Text>
                {perk.linkUrl ? (
                  <Anchor href={perk.linkUrl} target="_blank" rel="noreferrer" size="sm">
                    {t('perks.claim', { title: localized(perk.title) })}
                  </Anchor>
                ) : null}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    />
  );
}

import { Anchor, Avatar, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { SellerProfile } from '@market/contract';
import { toDateString, parseDateTimeString } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { storePath } from '@/lib/addresses';
import { useFormatDate } from '@/lib/format/format-date';

export interface SellerCardProps {
  seller: SellerProfile;
}

function sellerSinceDay(sellerSince: string): string {
  try {
    return toDateString(parseDateTimeString(sellerSince));
  } catch {
    return sellerSince.slice(0, 10);
  }
}

/** The seller beside a post: who they are, since when, their reviews, and a link to their store. */
export function SellerCard({ seller }: SellerCardProps) {
  const { t } = useTranslation('catalogue');
  const formatDay = useFormatDate();
  const href = storePath(seller.seq);
  return (
    <Card withBorder padding="md">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Avatar src={seller.profileImageUrl} alt="" size="lg" radius="xl" color="brand">
          {seller.nickname.slice(0, 1)}
        </Avatar>
        <Stack gap={4} flex={1} miw={0}>
          <Anchor component={Link} href={href} fw={700} size="lg">
            {seller.nickname}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('seller.since', { date: formatDay(sellerSinceDay(seller.sellerSince)) })}
          </Text>
          <Text size="sm">
            {t('seller.reviews', {
              positive: seller.positiveReviewCount,
              negative: seller.negativeReviewCount,
            })}
          </Text>
          {seller.intro && (
            <Text size="sm" mt={4}>
              {seller.intro}
            </Text>
          )}
          <Group mt="xs">
            <Button component={Link} href={href} variant="light" size="xs">
              {t('seller.visitStore')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

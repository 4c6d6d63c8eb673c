import { Alert, Button, Group, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  isOneOf,
  postBuyability,
  type PostType,
  type PromotionItem,
  postTypes,
} from '@market/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError/LoadError';
import { useFormatDate } from '@/lib/format/format-date';
import { useLocalized } from '@/lib/i18n/use-localized';
import { useNow } from '@/lib/ui/use-now';
import {
  usePromotablePosts,
  usePromotionInventory,
  useSpendPromotion,
} from '@/features/seller-business/api/use-promotion';
import { refusalOf } from '@/features/seller-business/utils/refusal';

export interface PromotionInventoryPanelProps {
  item: PromotionItem;
}

/**
 * One promotion item: the unused units, spending one on a post of the seller's that is on sale,
 * and the posts units were spent on (latest first).
 */
export function PromotionInventoryPanel({ item }: PromotionInventoryPanelProps) {
  const { t } = useTranslation('sellerBusiness');
  const localized = useLocalized();
  const formatDate = useFormatDate();
  const inventory = usePromotionInventory(item);
  const spend = useSpendPromotion(item);
  const [type, setType] = useState<PostType>('COUPON');
  const [postSeq, setPostSeq] = useState<string | null>(null);
  const posts = usePromotablePosts(type, '');
  const now = useNow();
  // Only what the server accepts: a post on sale now, and for PICK one not picked yet.
  const choices = (posts.data ?? []).filter(
    (post) => postBuyability(post, now).buyable && !(item === 'PICK' && post.picked),
  );
  const headingId = `promotion-${item}-heading`;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!postSeq) return;
    spend.mutate(
      { body: { type, typeSeq: Number(postSeq) } },
      { onSuccess: () => setPostSeq(null) },
    );
  };

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {t(`perks.items.${item}`)}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`perks.explain.${item}`)}
        </Text>
        {inventory.isError ? (
          <LoadError onRetry={() => void inventory.refetch()} />
        ) : !inventory.data ? (
          <Skeleton height={80} aria-busy="true" />
        ) : (
          <>
            <Text fw={700}>{t('perks.remaining', { units: inventory.data.remaining })}</Text>
            <form noValidate onSubmit={submit}>
              <Stack gap="xs">
                <Group gap="xs" align="flex-end" wrap="wrap">
                  <Select
                    label={t('perks.postType')}
                    data={postTypes.map((value) => ({
                      value,
                      label: t(`postType.${value}`),
                    }))}
                    value={type}
                    onChange={(value) => {
                      setType(isOneOf(postTypes, value) ? value : 'COUPON');
                      setPostSeq(null);
                    }}
                    allowDeselect={false}
                    w={180}
                  />
                  <Select
                    label={t('perks.post')}
                    placeholder={t('perks.choosePost')}
                    searchable
                    nothingFoundMessage={t('perks.noPosts')}
                    data={choices.map((post) => ({
                      value: String(post.seq),
                      label: localized(post.title),
                    }))}
                    value={postSeq}
                    onChange={setPostSeq}
                    miw={220}
                    style={{ flex: 1 }}
                  />
                </Group>
                {spend.error ? (
                  <Alert color="red.9" role="alert">
                    {t(`refusal.${refusalOf(spend.error)}`)}
                  </Alert>
                ) : null}
                <Group>
                  <Button
                    type="submit"
                    disabled={!postSeq || inventory.data.remaining < 1}
                    loading={spend.isPending}
                  >
                    {t(`perks.spend.${item}`)}
                  </Button>
                </Group>
              </Stack>
            </form>
            {inventory.data.used.length > 0 ? (
              <Stack gap={4}>
                <Text size="sm" fw={700}>
                  {t('perks.used')}
                </Text>
                <Stack component="ul" gap={2} m={0} pl="md">
                  {inventory.data.used.map((used) => (
                    <Text component="li" size="sm" key={`${used.type}-${used.typeSeq}`}>
                      {localized(used.title)} · {formatDate(used.appliedAt)}
                    </Text>
                  ))}
                </Stack>
              </Stack>
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}

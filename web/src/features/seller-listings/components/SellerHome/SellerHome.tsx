import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LoadError } from '@/components/LoadError/LoadError';
import { Price } from '@/components/Price/Price';
import { pathTo, sellerListPath, sellerPartyMembersPath } from '@/lib/addresses';
import { useLocalized } from '@/lib/i18n/use-localized';
import { useAttention, useListingCounts } from '@/features/seller-listings/api';
import { useSellerCredits } from '@/shared/balances/api/use-seller-credits';
import classes from './SellerHome.module.css';

/**
 * The console's home: balances and sales awaiting settlement, how many posts of each type in
 * each state (each a link to the filtered list), and what needs the seller's attention.
 */
export function SellerHome() {
  return (
    <Stack gap="xl">
      <Balances />
      <Attention />
      <Counts />
    </Stack>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

function Balances() {
  const { t } = useTranslation('sellerListings');
  const credits = useSellerCredits();
  const items = credits.data
    ? [
        { label: t('home.emoney'), amount: credits.data.emoney },
        { label: t('home.points'), amount: credits.data.points },
        { label: t('home.pendingSettlement'), amount: credits.data.pendingSettlement },
      ]
    : null;
  return (
    <Section id="home-balances" title={t('home.balances')}>
      {credits.isError ? (
        <LoadError onRetry={() => void credits.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          {items
            ? items.map((item) => (
                <Card key={item.label} withBorder padding="md">
                  <Text size="sm" c="dimmed">
                    {item.label}
                  </Text>
                  <Price amountKrw={item.amount} fw={700} size="xl" />
                </Card>
              ))
            : [0, 1, 2].map((index) => <Skeleton key={index} height={76} radius="md" />)}
        </SimpleGrid>
      )}
    </Section>
  );
}

function Attention() {
  const { t } = useTranslation('sellerListings');
  const localized = useLocalized();
  const attention = useAttention();
  const data = attention.data;
  const parties = data?.partiesWithRequests ?? [];
  const items = data
    ? [
        {
          // Straight to the members waiting (the party most of them wait in); each party below.
          key: 'pendingMembers' as const,
          count: data.pendingMembers,
          href: parties[0] ? sellerPartyMembersPath(parties[0].seq) : null,
        },
        {
          key: 'refundRequests' as const,
          count: data.refundRequests,
          href: pathTo('/seller/refund-requests'),
        },
        {
          key: 'unansweredReviews' as const,
          count: data.unansweredReviews,
          href: pathTo('/seller/reviews'),
        },
      ]
    : null;
  return (
    <Section id="home-attention" title={t('home.attention')}>
      {attention.isError ? (
        <LoadError onRetry={() => void attention.refetch()} />
      ) : items ? (
        <Stack component="ul" gap="xs" p={0} m={0} className={classes.plainList}>
          {items.map((item) => (
            <li key={item.key}>
              <Group gap="xs">
                {item.href ? (
                  <Anchor component={Link} href={item.href}>
                    {t(`home.${item.key}`, { count: item.count })}
                  </Anchor>
                ) : (
                  <Text>{t(`home.${item.key}`, { count: item.count })}</Text>
                )}
              </Group>
              {item.key === 'pendingMembers' && parties.length > 1 ? (
                <Stack component="ul" gap={2} mt={4} pl="md" className={classes.plainList}>
                  {parties.map((party) => (
                    <li key={party.seq}>
                      <Anchor component={Link} href={sellerPartyMembersPath(party.seq)} size="sm">
                        {t('home.pendingParty', {
                          title: localized(party.title),
                          count: party.pendingMembers,
                        })}
                      </Anchor>
                    </li>
                  ))}
                </Stack>
              ) : null}
            </li>
          ))}
        </Stack>
      ) : (
        <Skeleton height={72} />
      )}
    </Section>
  );
}

function Counts() {
  const { t } = useTranslation('sellerListings');
  const { t: tSeller } = useTranslation('seller');
  const counts = useListingCounts();
  const typeLabel = {
    SUBSCRIPTION: tSeller('nav.subscriptions'),
    COUPON: tSeller('nav.ecoupons'),
    CODE: tSeller('nav.digitalCodes'),
  } as const;
  return (
    <Section id="home-counts" title={t('home.counts')}>
      {counts.isError ? (
        <LoadError onRetry={() => void counts.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {counts.data
            ? counts.data.map((type) => (
                <Card key={type.postType} withBorder padding="md">
                  <Anchor component={Link} href={sellerListPath(type.postType)} fw={700}>
                    {typeLabel[type.postType]} · {t('home.total', { count: type.total })}
                  </Anchor>
                  <Stack gap={2} mt="xs">
                    {type.byStatus.map(({ status, count }) => (
                      <Anchor
                        key={status}
                        component={Link}
                        href={`${sellerListPath(type.postType)}?status=${status}`}
                        size="sm"
                      >
                        {t(`filter.${status}`)}: {count}
                      </Anchor>
                    ))}
                  </Stack>
                </Card>
              ))
            : [0, 1, 2].map((index) => <Skeleton key={index} height={120} radius="md" />)}
        </SimpleGrid>
      )}
    </Section>
  );
}

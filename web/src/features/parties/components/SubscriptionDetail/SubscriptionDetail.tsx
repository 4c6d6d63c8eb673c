import {
  Alert,
  Avatar,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { PurchasedSubscriptionDetail } from '@market/contract';
import { holdsSeat, subscriptionState } from '@market/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Price } from '@/components/Price/Price';
import { RefundRejectReason } from '@/components/RefundRejectReason/RefundRejectReason';
import { useFormatDate } from '@/lib/format/format-date';
import { postPath, purchaseChatPath } from '@/lib/addresses';
import { useLocalized } from '@/lib/i18n/use-localized';
import { PartyRequestPanel } from '../PartyRequestPanel/PartyRequestPanel';
import { PartyState } from '../PartyState/PartyState';
import classes from './SubscriptionDetail.module.css';
import { lazyDialog } from '@/lib/ui/lazy-dialog';

// The dialog (its form and the modal) loads when first opened, out of the page's first load.
const { Dialog: LeavePartyDialog } = lazyDialog(() =>
  import('../LeavePartyDialog/LeavePartyDialog').then((module) => module.LeavePartyDialog),
);

export interface SubscriptionDetailProps {
  item: PurchasedSubscriptionDetail;
  now: Date;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

/**
 * One joined party: its state and seats, dates, price, the account details of its sharing type,
 * the other members, any request of the founder waiting for an answer, leaving with its refund, and
 * the chats. An ended party shows the spec's message and no chat entry; a party stopped early shows
 * the compensation this member received (decision 018).
 */
export function SubscriptionDetail({ item, now }: SubscriptionDetailProps) {
  const { t } = useTranslation('parties');
  const { t: tn } = useTranslation('notify');
  const localized = useLocalized();
  const [leaving, setLeaving] = useState(false);
  const formatDate = useFormatDate();
  const { post, compensation } = item;
  const state = subscriptionState(post, now);
  const ended = state.ended || post.status === 'ENDED';
  const stoppedEarly = post.status === 'ENDED' && !state.ended;
  const inParty = holdsSeat(item.memberStatus);
  const canLeave = inParty && !ended && item.refundStatus === null;

  return (
    <Stack gap="md">
      <PartyState post={post} now={now} />
      {ended ? (
        <Alert color="gray" role="status">
          {tn('subscriptionEnded')}
          {stoppedEarly ? (
            <Text size="sm">
              {t(compensation?.endedBy === 'ADMIN' ? 'stoppedByAdmin' : 'stoppedEarly')}
            </Text>
          ) : null}
          {compensation ? (
            <Text size="sm">
              {t('compensation.label')}: <Price amountKrw={compensation.amount} fw={700} /> (
              {t('compensation.paidOn', { date: formatDate(compensation.paidAt) })})
            </Text>
          ) : null}
        </Alert>
      ) : null}
      {item.pendingRequest && !ended ? <PartyRequestPanel request={item.pendingRequest} /> : null}
      <Card withBorder>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} m={0}>
          <Fact label={t('fields.period')}>
            {t('period', { from: post.subscriptionStartsAt, to: post.subscriptionEndsAt })}
          </Fact>
          <Fact label={t('fields.price')}>
            <Price amountKrw={item.price} />
          </Fact>
          <Fact label={t('fields.purchasedAt')}>{item.purchasedAt}</Fact>
          <Fact label={t('fields.memberStatus')}>{t(`memberStatus.${item.memberStatus}`)}</Fact>
          <Fact label={t('fields.sharingType')}>{t(`sharingType.${post.sharingType}`)}</Fact>
          <Fact label={t('fields.seller')}>{post.seller.nickname}</Fact>
        </SimpleGrid>
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          {t(`accountInfo.${post.sharingType}`)}
        </Title>
        {item.accountInfo ? (
          <Text className={classes.accountInfo}>{item.accountInfo}</Text>
        ) : (
          <Text c="dimmed" size="sm">
            {t('accountInfo.hidden')}
          </Text>
        )}
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          {t('members.title')}
        </Title>
        {item.members.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('members.none')}
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} className={classes.members}>
            {item.members.map((member) => (
              <Group component="li" key={member.seq} gap="xs">
                <Avatar src={member.profileImageUrl} alt="" size="sm" />
                <Text>{member.nickname}</Text>
              </Group>
            ))}
          </Stack>
        )}
      </Card>
      <Group gap="xs">
        {!ended && inParty ? (
          <>
            <Button component={Link} href={purchaseChatPath('SUBSCRIPTION', item.seq)}>
              {t('chat.seller')}
            </Button>
            {item.memberStatus === 'ACTIVE' ? (
              <Button
                component={Link}
                href={purchaseChatPath('SUBSCRIPTION', item.seq, true)}
                variant="light"
              >
                {t('chat.group')}
              </Button>
            ) : null}
          </>
        ) : null}
        <Button component={Link} href={postPath(post)} variant="subtle">
          {t('viewPost', { title: localized(post.title) })}
        </Button>
        {canLeave ? (
          <Button color="red.9" variant="outline" onClick={() => setLeaving(true)}>
            {t('leave.open')}
          </Button>
        ) : null}
      </Group>
      {item.refundStatus ? (
        <Text size="sm" c="dimmed">
          {t(`refundStatus.${item.refundStatus}`)}
        </Text>
      ) : null}
      {item.refundRejectReason ? <RefundRejectReason reason={item.refundRejectReason} /> : null}
      {canLeave ? (
        <LeavePartyDialog productId={item.seq} opened={leaving} onClose={() => setLeaving(false)} />
      ) : null}
    </Stack>
  );
}

export function SubscriptionDetailSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      <Skeleton height={24} width="50%" />
      <Skeleton height={120} />
      <Skeleton height={80} />
    </Stack>
  );
}

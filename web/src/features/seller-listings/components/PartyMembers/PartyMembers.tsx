import { Badge, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import type { PartyMember } from '@market/contract';
import { RemoveMemberBody } from '@market/contract';
import { REASON_MAX_LENGTH, type MemberStatus } from '@market/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions } from '@/components/Dialog/Dialog';
import { PagedList } from '@/components/PagedList/PagedList';
import { useFormatDate } from '@/lib/format/format-date';
import { useZodForm } from '@/lib/forms/use-zod-form';
import {
  useDecideMembership,
  usePartyMembers,
  useRemoveMember,
} from '@/features/seller-listings/api';

export interface PartyMembersProps {
  postSeq: number;
}

const groups = [
  { key: 'pending', statuses: ['PENDING'] },
  { key: 'active', statuses: ['ACTIVE'] },
  { key: 'removed', statuses: ['REMOVED', 'REJECTED'] },
] as const satisfies readonly { key: string; statuses: readonly MemberStatus[] }[];

/**
 * A party's members in three groups: pending (approve or reject), active (ask to leave: the
 * removal waits for the member's consent) and removed or rejected.
 */
export function PartyMembers({ postSeq }: PartyMembersProps) {
  const { t } = useTranslation('sellerListings');
  const members = usePartyMembers(postSeq);
  const [removing, setRemoving] = useState<PartyMember | null>(null);

  return (
    <Stack gap="xl">
      {groups.map((group) => {
        const headingId = `members-${group.key}`;
        const inGroup = {
          ...members,
          data: members.data?.filter((member) =>
            (group.statuses as readonly MemberStatus[]).includes(member.status),
          ),
        };
        return (
          <section key={group.key} aria-labelledby={headingId}>
            <Title order={2} size="h4" id={headingId} mb="sm">
              {t(`members.${group.key}`)}
              {inGroup.data ? ` (${inGroup.data.length})` : ''}
            </Title>
            <PagedList
              query={inGroup}
              errorToast={group.key === 'pending' ? 'loadContents' : null}
              skeleton={<Text c="dimmed">{t('state.loading', { ns: 'common' })}</Text>}
              emptyTitle={() => t(`members.${group.key}Empty`)}
              renderList={(items, listProps) => (
                <Stack component="ul" gap="xs" {...listProps}>
                  {items.map((member) => (
                    <li key={member.seq}>
                      <MemberRow postSeq={postSeq} member={member} onRemove={setRemoving} />
                    </li>
                  ))}
                </Stack>
              )}
            />
          </section>
        );
      })}
      <RemoveMemberDialog postSeq={postSeq} member={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}

function MemberRow({
  postSeq,
  member,
  onRemove,
}: {
  postSeq: number;
  member: PartyMember;
  onRemove: (member: PartyMember) => void;
}) {
  const { t } = useTranslation('sellerListings');
  const formatDate = useFormatDate();
  const decide = useDecideMembership(postSeq);
  const name = member.member.nickname;
  const request = member.pendingRequest;

  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Text fw={600}>{name}</Text>
          {/* The number the blocklist form asks for. */}
          <Text size="sm" c="dimmed">
            {t('members.memberNumber', { seq: member.member.seq })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('members.joinedAt', { date: formatDate(member.joinedAt) })}
          </Text>
          {request ? <Badge color="grape.9">{t(`members.waiting${request.kind}`)}</Badge> : null}
        </Stack>
        {member.status === 'PENDING' ? (
          <Group gap="xs">
            <Button
              size="xs"
              loading={decide.isPending}
              onClick={() => decide.mutate({ memberSeq: member.seq, approve: true })}
              aria-label={t('members.approveName', { name })}
            >
              {t('members.approve')}
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ memberSeq: member.seq, approve: false })}
              aria-label={t('members.rejectName', { name })}
            >
              {t('members.reject')}
            </Button>
          </Group>
        ) : member.status === 'ACTIVE' && !request ? (
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => onRemove(member)}
            aria-label={t('members.removeName', { name })}
          >
            {t('members.remove')}
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}

function RemoveMemberDialog({
  postSeq,
  member,
  onClose,
}: {
  postSeq: number;
  member: PartyMember | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('sellerListings');
  const remove = useRemoveMember();
  const form = useZodForm(RemoveMemberBody.pick({ reason: true }), {
    defaultValues: { reason: '' },
  });
  const close = () => {
    form.reset();
    onClose();
  };

  return (
    <Dialog opened={member !== null} onClose={close} title={t('members.removeTitle')}>
      <form
        noValidate
        onSubmit={form.handleSubmit(({ reason }) => {
          if (member)
            remove.mutate(
              { body: { postSeq, memberSeq: member.seq, reason } },
              { onSuccess: close },
            );
        })}
      >
        <Stack gap="md">
          <Text>{t('members.removeExplain', { name: member?.member.nickname ?? '' })}</Text>
          <Textarea
            label={t('members.removeReason')}
            required
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            data-autofocus
            {...form.register('reason')}
            error={form.errorOf('reason')}
          />
          <DialogActions
            confirm={t('members.removeConfirm')}
            onCancel={close}
            color="red.9"
            loading={remove.isPending}
          />
        </Stack>
      </form>
    </Dialog>
  );
}

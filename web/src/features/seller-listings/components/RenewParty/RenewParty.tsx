import { Alert, Badge, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import type { PartyMember, SellerSubscriptionPost } from '@market/contract';
import {
  ACCOUNT_INFO_MAX_LENGTH,
  addDays,
  renewPartyFormSchema,
  toDateString,
} from '@market/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PagedList } from '@/components/PagedList/PagedList';
import { sellerPostPath } from '@/lib/addresses';
import { useNow } from '@/lib/ui/use-now';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { usePartyMembers, useRenewParty } from '@/features/seller-listings/api';
import { PartyTermsFields } from '../PartyTermsFields/PartyTermsFields';

export interface RenewPartyProps {
  party: SellerSubscriptionPost;
}

/**
 * /renew: an expiring party renewed into the next period (its members are asked to agree), then
 * who agreed, who is still to answer and who declined.
 */
export function RenewParty({ party }: RenewPartyProps) {
  const { t } = useTranslation('sellerListings');
  if (party.renewedPostSeq !== null) {
    return <RenewalAnswers party={party} renewedSeq={party.renewedPostSeq} />;
  }
  if (party.status !== 'EXTENDABLE') {
    return <Alert color="gray">{t('renew.notExpiring')}</Alert>;
  }
  return <RenewForm party={party} />;
}

function RenewForm({ party }: RenewPartyProps) {
  const { t } = useTranslation('sellerListings');
  const now = useNow();
  const schema = useMemo(() => renewPartyFormSchema(now), [now]);
  const nextStart = addDays(party.subscriptionEndsAt, 1);
  const form = useZodForm(schema, {
    defaultValues: {
      subscriptionStartsAt: nextStart,
      subscriptionEndsAt: '',
      price: party.price,
      priceBaseDuration: party.priceBaseDuration,
      memberLimit: party.memberLimit,
      accountInfo: party.accountInfo,
    },
  });
  const renew = useRenewParty();
  const { register, errorOf, control } = form;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((body) => renew.mutate({ params: { seq: party.seq }, body }))}
    >
      <Stack gap="md" maw={720}>
        <Text>{t('renew.explain', { count: party.memberCount })}</Text>
        <PartyTermsFields
          control={control}
          register={register}
          errorOf={errorOf}
          today={toDateString(now)}
        />
        <Textarea
          label={t('form.accountInfo')}
          required
          rows={2}
          maxLength={ACCOUNT_INFO_MAX_LENGTH}
          {...register('accountInfo')}
          error={errorOf('accountInfo')}
        />
        <Group>
          <Button type="submit" loading={renew.isPending}>
            {t('renew.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type Answer = 'agreed' | 'waiting' | 'declined';

function answerOf(member: PartyMember, renewed: PartyMember[] | undefined): Answer {
  if (renewed?.some((next) => next.member.seq === member.member.seq && next.status === 'ACTIVE')) {
    return 'agreed';
  }
  // A member still asked something has not answered the renewal: the removal request, asked
  // first, hides the renewal's until it is answered.
  return member.pendingRequest ? 'waiting' : 'declined';
}

const answerColor = {
  agreed: 'teal.9',
  waiting: 'grape.9',
  declined: 'gray.7',
} as const satisfies Record<Answer, string>;

function RenewalAnswers({ party, renewedSeq }: RenewPartyProps & { renewedSeq: number }) {
  const { t } = useTranslation('sellerListings');
  const members = usePartyMembers(party.seq);
  const renewed = usePartyMembers(renewedSeq);
  const active = {
    ...members,
    data: members.data?.filter((member) => member.status === 'ACTIVE'),
  };

  return (
    <Stack gap="md">
      <Alert color="teal" variant="light" title={t('renew.renewed')}>
        <Link href={sellerPostPath('SUBSCRIPTION', renewedSeq)}>{t('renew.openRenewed')}</Link>
      </Alert>
      <Title order={2} size="h4" id="renewal-answers">
        {t('renew.answers')}
      </Title>
      <PagedList
        query={active}
        skeleton={<Text c="dimmed">{t('state.loading', { ns: 'common' })}</Text>}
        emptyTitle={() => t('members.activeEmpty')}
        renderList={(items, listProps) => (
          <Stack component="ul" gap="xs" aria-labelledby="renewal-answers" {...listProps}>
            {items.map((member) => {
              const answer = answerOf(member, renewed.data);
              return (
                <li key={member.seq}>
                  <Card withBorder padding="sm">
                    <Group justify="space-between">
                      <Text fw={600}>{member.member.nickname}</Text>
                      <Badge color={answerColor[answer]}>{t(`renew.${answer}`)}</Badge>
                    </Group>
                  </Card>
                </li>
              );
            })}
          </Stack>
        )}
      />
    </Stack>
  );
}

import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { PartyMember, SellerSubscriptionPost } from '@market/contract';
import {
  ACCOUNT_INFO_MAX_LENGTH,
  addDays,
  MEMBER_LIMIT_MAX,
  MEMBER_LIMIT_MIN,
  PRICE_MAX,
  PRICE_MIN,
  PriceBaseDuration,
  renewPartyFormSchema,
  toDateString,
} from '@market/domain';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PagedList } from '../../../../components/PagedList';
import { sellerPostPath } from '../../../../lib/paths';
import { useNow } from '../../../../lib/use-now';
import { useZodForm } from '../../../../lib/use-zod-form';
import { usePartyMembers, useRenewParty } from '../../api';

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
  const renew = useRenewParty(party.seq);
  const { register, errorOf, control } = form;
  const today = toDateString(now);

  return (
    <form noValidate onSubmit={form.handleSubmit((body) => renew.mutate(body))}>
      <Stack gap="md" maw={720}>
        <Text>{t('renew.explain', { count: party.memberCount })}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            type="date"
            label={t('form.startsAt')}
            required
            min={today}
            {...register('subscriptionStartsAt')}
            error={errorOf('subscriptionStartsAt')}
          />
          <TextInput
            type="date"
            label={t('form.endsAt')}
            required
            min={today}
            {...register('subscriptionEndsAt')}
            error={errorOf('subscriptionEndsAt')}
          />
          <Controller
            control={control}
            name="price"
            render={({ field }) => (
              <NumberInput
                label={t('form.price')}
                required
                min={PRICE_MIN}
                max={PRICE_MAX}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                value={field.value ?? ''}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
                onBlur={field.onBlur}
                error={errorOf('price')}
              />
            )}
          />
          <Controller
            control={control}
            name="priceBaseDuration"
            render={({ field }) => (
              <Select
                label={t('form.priceBaseDuration')}
                required
                data={PriceBaseDuration.options.map((value) => ({
                  value,
                  label: t(`duration.${value}`),
                }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                error={errorOf('priceBaseDuration')}
              />
            )}
          />
          <Controller
            control={control}
            name="memberLimit"
            render={({ field }) => (
              <NumberInput
                label={t('form.memberLimit')}
                required
                min={MEMBER_LIMIT_MIN}
                max={MEMBER_LIMIT_MAX}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                value={field.value ?? ''}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
                onBlur={field.onBlur}
                error={errorOf('memberLimit')}
              />
            )}
          />
        </SimpleGrid>
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

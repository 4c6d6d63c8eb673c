import { Button, Group, Skeleton, Text, TextInput } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError/LoadError';
import { notifySuccess, notifyText } from '@/lib/toasts/notify';
import { useReferralLink } from '@/features/account/api/use-account';
import { ProfileSection } from '../ProfileSection/ProfileSection';

/**
 * The member's referral link with a copy button (SPEC §8: copied / could not copy), the reward each
 * side gets and how many members joined through it.
 */
export function ReferralCard() {
  const { t } = useTranslation('account');
  const { t: tNotify } = useTranslation('notify');
  const referral = useReferralLink();
  const clipboard = useClipboard({ timeout: 2000 });

  // The toasts of SPEC §8 follow the clipboard's outcome (copied, or the browser refused).
  useEffect(() => {
    if (clipboard.copied) notifySuccess('copied');
  }, [clipboard.copied]);
  useEffect(() => {
    if (clipboard.error) notifyText(tNotify('copyFailed'));
  }, [clipboard.error, tNotify]);

  return (
    <ProfileSection title={t('referral.title')}>
      {referral.isError ? (
        <LoadError onRetry={() => void referral.refetch()} />
      ) : !referral.data ? (
        <Skeleton height={80} />
      ) : (
        <>
          <Text size="sm">
            {t('referral.reward', { points: referral.data.rewardPoints.toLocaleString() })}
          </Text>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              flex={1}
              miw={0}
              label={t('referral.link')}
              value={referral.data.url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button
              onClick={() => clipboard.copy(referral.data.url)}
              color={clipboard.copied ? 'teal' : undefined}
            >
              {clipboard.copied ? t('referral.copied') : t('referral.copy')}
            </Button>
          </Group>
          <Text size="sm" data-testid="referred-count">
            {t('referral.count', { n: referral.data.referredCount })}
          </Text>
        </>
      )}
    </ProfileSection>
  );
}

import { Alert, Button, Group, NumberInput, Stack, Textarea } from '@mantine/core';
import { BLOCK_REASON_MAX_ROWS, BLOCK_REASON_MIN_ROWS, blockFormSchema } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { Controller } from 'react-hook-form';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useBlockMember } from '@/features/seller-business/api/use-blocklist';
import { refusalOf } from '@/features/seller-business/utils/refusal';

export interface BlockMemberFormProps {
  /** The member number to start from (e.g. from a review). Default empty. */
  initialUserSeq?: number;
}

/**
 * Block a member by number with a reason only the seller reads (3 to 10 rows, trimmed, 1 to 100
 * characters). A refusal (subscribed, in a trade, already blocked, no such member) says why.
 */
export function BlockMemberForm({ initialUserSeq }: BlockMemberFormProps) {
  const { t } = useTranslation('sellerBusiness');
  const block = useBlockMember();
  const form = useZodForm(blockFormSchema, {
    defaultValues: { userSeq: initialUserSeq, reason: '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    block.mutate(
      { body: values },
      { onSuccess: () => form.reset({ userSeq: undefined, reason: '' }) },
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="block-member-heading">
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="userSeq"
          render={({ field }) => (
            <NumberInput
              label={t('blocklist.userSeq')}
              description={t('blocklist.userSeqHint')}
              allowDecimal={false}
              allowNegative={false}
              hideControls
              maw={240}
              name={field.name}
              ref={field.ref}
              value={field.value ?? ''}
              onBlur={field.onBlur}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
              error={form.errorOf('userSeq')}
            />
          )}
        />
        <Textarea
          label={t('blocklist.reason')}
          description={t('blocklist.reasonHint')}
          autosize
          minRows={BLOCK_REASON_MIN_ROWS}
          maxRows={BLOCK_REASON_MAX_ROWS}
          error={form.errorOf('reason')}
          {...form.register('reason')}
        />
        {block.error ? (
          <Alert color="red.9" role="alert" title={t('blocklist.refused')}>
            {t(`refusal.${refusalOf(block.error)}`)}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" color="red.9" loading={block.isPending}>
            {t('blocklist.block')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

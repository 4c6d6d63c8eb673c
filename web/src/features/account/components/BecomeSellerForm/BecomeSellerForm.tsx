import { Alert, Button, Checkbox, Group, List, Stack, Textarea } from '@mantine/core';
import { BecomeSellerBody } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { toApiError } from '@/lib/api/api-error';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useBecomeSeller } from '@/features/account/api/use-account';
import { pathTo } from '@/lib/addresses';

/**
 * The simple verification of becoming a seller (SPEC §1): what a seller does, an optional intro,
 * the seller terms; on success the member is a seller and goes to the console.
 */
export function BecomeSellerForm() {
  const { t } = useTranslation('account');
  const [, navigate] = useLocation();
  const become = useBecomeSeller();
  const form = useZodForm(BecomeSellerBody, {
    defaultValues: { sellerTermsAgreed: false, intro: '' },
  });
  const onSubmit = form.handleSubmit((body) =>
    become.mutate(
      { body },
      {
        onSuccess: () => navigate(pathTo('/seller'), { replace: true }),
      },
    ),
  );
  const failureCode = become.error ? toApiError(become.error).code : null;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={560}>
        <List size="sm" spacing={4}>
          <List.Item>{t('seller.point1')}</List.Item>
          <List.Item>{t('seller.point2')}</List.Item>
          <List.Item>{t('seller.point3')}</List.Item>
        </List>
        {failureCode === 'IDENTITY_NOT_VERIFIED' && (
          <Alert color="red" role="alert">
            {t('seller.notVerified')}
          </Alert>
        )}
        <Textarea
          label={t('seller.intro')}
          description={t('seller.introHint')}
          rows={3}
          error={form.errorOf('intro')}
          {...form.register('intro')}
        />
        <Checkbox
          label={t('seller.terms')}
          error={form.errorOf('sellerTermsAgreed')}
          {...form.register('sellerTermsAgreed')}
        />
        <Group>
          <Button type="submit" loading={become.isPending}>
            {t('seller.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Button, Stack, TextInput } from '@mantine/core';
import { identityVerificationFormSchema } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { toApiError } from '@/lib/api/api-error';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { serverFieldErrors, useStartIdentityVerification } from '@/features/auth/api';
import { IDENTITY_START_PATH, saveIdentityReturn } from '@/features/auth/utils/identity-return';
import { pathTo } from '@/lib/addresses';

const fields = ['name', 'cellPhone', 'dateOfBirth'] as const;

/** The browser leaves for the provider's page (a full load: the provider is another site). */
const leaveForProvider = (url: string) => window.location.assign(url);

export interface IdentityVerificationFormProps {
  /** Where to continue once verified (e.g. `/checkout?items=…`); '' means `/`. Default ''. */
  returnTo?: string;
  /** Where to try again if verification fails. Default `/checkout/verify-identity`. */
  startPath?: string;
  /** Sends the browser to the provider; default: the address bar goes there. */
  goToProvider?: (url: string) => void;
}

/**
 * The start of identity verification (SPEC §2 /checkout/verify-identity, §5): name, mobile number
 * and date of birth by domain's identityVerificationFormSchema, then the browser goes to the
 * provider, which returns to /verify-user/callback. Where to go afterwards is kept in this tab.
 */
export function IdentityVerificationForm({
  returnTo = '',
  startPath = IDENTITY_START_PATH,
  goToProvider = leaveForProvider,
}: IdentityVerificationFormProps) {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const start = useStartIdentityVerification();
  const form = useZodForm(identityVerificationFormSchema, {
    defaultValues: { name: '', cellPhone: '', dateOfBirth: '' },
  });

  const onSubmit = form.handleSubmit((body) =>
    start.mutate(
      { body },
      {
        onSuccess: ({ body: answer }) => {
          saveIdentityReturn({ returnTo, startPath });
          goToProvider(answer.response.url);
        },
        onError: (error) => {
          const failure = toApiError(error);
          if (failure.code === 'IDENTITY_ALREADY_VERIFIED') {
            navigate(returnTo || pathTo('/'), { replace: true });
            return;
          }
          serverFieldErrors(failure, fields).forEach(({ field, message }, index) =>
            form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
          );
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('identity.name')}
          autoComplete="name"
          required
          error={form.errorOf('name')}
          {...form.register('name')}
        />
        <TextInput
          label={t('identity.cellPhone')}
          placeholder={t('identity.cellPhonePlaceholder')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          error={form.errorOf('cellPhone')}
          {...form.register('cellPhone')}
        />
        <TextInput
          label={t('identity.dateOfBirth')}
          type="date"
          autoComplete="bday"
          required
          error={form.errorOf('dateOfBirth')}
          {...form.register('dateOfBirth')}
        />
        {/* Stays busy after success: the browser is on its way to the provider. */}
        <Button type="submit" loading={start.isPending || start.isSuccess} fullWidth size="md">
          {t('identity.submit')}
        </Button>
      </Stack>
    </form>
  );
}

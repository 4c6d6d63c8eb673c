import { Button, Stack, TextInput } from '@mantine/core';
import { REFERRAL_REWARD_POINTS, signUpFormSchema } from '@market/domain';
import { useCallback } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { toApiError } from '@/lib/api/api-error';
import { currentLocale } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session/session';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { validationParams } from '@/lib/forms/validation-messages';
import { serverFieldErrors, useSignUp, type FieldCodes } from '@/features/auth/api';
import { NewPasswordFields } from '../NewPasswordFields/NewPasswordFields';
import {
  normalizeEmail,
  useEmailVerificationFlow,
} from '@/features/auth/hooks/use-email-verification-flow';
import { AgreementsFieldset } from './AgreementsFieldset';
import { EmailVerificationField } from './EmailVerificationField';
import { pathTo } from '@/lib/addresses';

type SignUpInput = z.input<typeof signUpFormSchema>;
type Field = FieldPath<SignUpInput>;

/** Fields a server refusal can point at (VALIDATION_FAILED names them as `body.<field>`). */
const refusableFields = [
  'email',
  'password',
  'nickname',
  'referrerCode',
  'agreements.terms',
  'agreements.personalInformation',
  'agreements.notifications',
] as const satisfies readonly Field[];

const refusalCodes: FieldCodes<(typeof refusableFields)[number]> = {
  EMAIL_TAKEN: { field: 'email', message: 'auth.errors.emailTaken' },
  NICKNAME_TAKEN: { field: 'nickname', message: 'auth.errors.nicknameTaken' },
};

export interface SignUpFormProps {
  /** The referral code to start with (from `?referrer=`). Default ''. */
  referrer?: string;
  /** Where to go once the account exists (signed in): a safe in-app path. Default '/'. */
  redirect?: string;
}

/**
 * Account creation (SPEC §2 /create-account, §5): e-mail confirmed by a code, password twice,
 * nickname, the three agreements and an optional referral code, validated by domain's
 * signUpFormSchema with its message keys. The server's refusals land on their field (e-mail or
 * nickname taken, an unknown referral code) with the 'sign-up failed' toast. Success signs the new
 * member in and says welcome, with the referral reward when a code was used.
 */
export function SignUpForm({ referrer = '', redirect = '/' }: SignUpFormProps) {
  const { t, i18n } = useTranslation('auth');
  const { signIn } = useSession();
  const signUp = useSignUp();
  const form = useZodForm(signUpFormSchema, {
    defaultValues: {
      email: '',
      password: '',
      passwordRepeat: '',
      nickname: '',
      agreements: { terms: false, personalInformation: false, notifications: false },
      referrerCode: referrer,
    },
  });
  const { setError } = form;
  const refuseEmail = useCallback(
    (message: string) => setError('email', { type: 'server', message }, { shouldFocus: true }),
    [setError],
  );
  const verification = useEmailVerificationFlow({ onEmailRefused: refuseEmail });

  const points = new Intl.NumberFormat(currentLocale(i18n.language)).format(REFERRAL_REWARD_POINTS);

  const onSubmit = form.handleSubmit(({ passwordRepeat: _repeat, ...body }) => {
    if (normalizeEmail(body.email) !== verification.verifiedEmail) {
      refuseEmail('auth.errors.emailNotVerified');
      return;
    }
    signUp.mutate(
      { body },
      {
        onSuccess: ({ body: answer }) => {
          signIn(answer.response, { stayLoggedIn: false, redirectTo: redirect || pathTo('/') });
        },
        onError: (error) => {
          const refusals = serverFieldErrors(toApiError(error), refusableFields, refusalCodes);
          // The address was taken after it was confirmed: let the member change it.
          if (refusals.some(({ field }) => field === 'email')) verification.reset();
          refusals.forEach(({ field, message }, index) =>
            setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
          );
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <EmailVerificationField form={form} flow={verification} />
        <NewPasswordFields form={form} />
        <TextInput
          label={t('createAccount.nickname')}
          description={t('createAccount.nicknameHint', validationParams)}
          autoComplete="nickname"
          required
          error={form.errorOf('nickname')}
          {...form.register('nickname')}
        />
        <TextInput
          label={t('createAccount.referrer')}
          description={t('createAccount.referrerHint', { points })}
          autoComplete="off"
          error={form.errorOf('referrerCode')}
          {...form.register('referrerCode')}
        />
        <AgreementsFieldset form={form} />
        <Button type="submit" loading={signUp.isPending} fullWidth size="md">
          {t('createAccount.submit')}
        </Button>
      </Stack>
    </form>
  );
}

import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationParams } from '@/lib/forms/validation-messages';
import { PasswordField } from '../PasswordField/PasswordField';

type Field = 'password' | 'passwordRepeat';

/**
 * What the fields use of a form (useZodForm's), typed by the two fields alone so that any form
 * holding them fits: domain's signUpFormSchema and passwordResetFormSchema.
 */
export interface NewPasswordForm {
  register: (name: Field, options?: { deps?: Field[] }) => UseFormRegisterReturn;
  errorOf: (name: Field) => string | undefined;
}

const labelKeys = {
  signUp: { password: 'createAccount.password', repeat: 'createAccount.passwordRepeat' },
  reset: { password: 'reset.password', repeat: 'reset.passwordRepeat' },
} as const;

export interface NewPasswordFieldsProps {
  /** The form holding `password` and `passwordRepeat`. */
  form: NewPasswordForm;
  /** Which labels: "password" for a new account, "new password" for a reset. Default `signUp`. */
  purpose?: keyof typeof labelKeys;
}

/**
 * A password being chosen, typed twice: the rules under the first field, both filled in by the
 * browser's password manager as a new password, and the repeat checked again whenever the first
 * changes (so a mismatch message goes as soon as the two agree).
 */
export function NewPasswordFields({ form, purpose = 'signUp' }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  const labels = labelKeys[purpose];
  return (
    <>
      <PasswordField
        label={t(labels.password)}
        description={t('createAccount.passwordHint', validationParams)}
        autoComplete="new-password"
        required
        error={form.errorOf('password')}
        {...form.register('password', { deps: ['passwordRepeat'] })}
      />
      <PasswordField
        label={t(labels.repeat)}
        autoComplete="new-password"
        required
        error={form.errorOf('passwordRepeat')}
        {...form.register('passwordRepeat')}
      />
    </>
  );
}

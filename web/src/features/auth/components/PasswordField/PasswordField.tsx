import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

export type PasswordFieldProps = Omit<PasswordInputProps, 'visibilityToggleButtonProps'>;

/**
 * Mantine's PasswordInput with what it leaves out: a translated name for the show-password toggle,
 * and `aria-invalid` on the input while it shows an error (as TextInput does), so assistive
 * technology hears that the field is wrong. Takes react-hook-form's `register()` props.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField({ error, ...props }, ref) {
    const { t } = useTranslation('auth');
    return (
      <PasswordInput
        ref={ref}
        error={error}
        aria-invalid={error ? true : undefined}
        visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
        {...props}
      />
    );
  },
);

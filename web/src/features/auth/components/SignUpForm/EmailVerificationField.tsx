import { Button, Stack, Text, TextInput } from '@mantine/core';
import { VERIFICATION_CODE_LENGTH } from '@market/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage } from '@/lib/forms/validation-messages';
import type { EmailVerificationFlow } from '@/features/auth/hooks/use-email-verification-flow';
import { DevHint } from '../DevHint/DevHint';
import type { SignUpZodForm } from './sign-up-form-types';
import classes from './SignUpForm.module.css';

/** An input with its button beside it (the button stays on the input's line, under the label). */
const withAction = (action: ReactNode) =>
  function InputWithAction(input: ReactNode) {
    return (
      <div className={classes.inputWithAction}>
        <div className={classes.inputGrow}>{input}</div>
        <div className={classes.action}>{action}</div>
      </div>
    );
  };

/**
 * The e-mail input of sign-up with its confirmation: send a code, type it, confirm. Once
 * confirmed the address is locked (changing it starts over), so the account is created for the
 * address that was proven.
 */
export function EmailVerificationField({
  form,
  flow,
}: {
  form: SignUpZodForm;
  flow: EmailVerificationFlow;
}) {
  const { t } = useTranslation('auth');
  const { t: translate } = useTranslation();
  const [code, setCode] = useState('');
  const verified = flow.verifiedEmail !== null;

  const send = async () => {
    if (await form.trigger('email')) flow.sendCode(form.getValues('email'));
  };
  const confirm = () => flow.confirmCode(code);
  const change = () => {
    setCode('');
    flow.reset();
    form.setFocus('email');
  };

  const emailAction = verified ? (
    <Button variant="default" onClick={change}>
      {t('createAccount.changeEmail')}
    </Button>
  ) : (
    <Button variant="light" onClick={() => void send()} loading={flow.isSending}>
      {flow.sentTo ? t('createAccount.resendCode') : t('createAccount.sendCode')}
    </Button>
  );

  return (
    <Stack gap="sm">
      <TextInput
        label={t('createAccount.email')}
        type="email"
        autoComplete="email"
        required
        readOnly={verified}
        description={verified ? t('createAccount.emailVerified') : undefined}
        inputContainer={withAction(emailAction)}
        error={form.errorOf('email')}
        {...form.register('email')}
      />
      {flow.sentTo && !verified && (
        <Stack gap={6}>
          <Text size="sm" role="status">
            {t('createAccount.codeSent', { email: flow.sentTo })}
          </Text>
          <TextInput
            label={t('createAccount.code')}
            name="verificationCode"
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Enter here confirms the code; it must not submit the whole sign-up form.
              if (event.key === 'Enter') {
                event.preventDefault();
                confirm();
              }
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={VERIFICATION_CODE_LENGTH}
            required
            inputContainer={withAction(
              <Button onClick={confirm} loading={flow.isConfirming}>
                {t('createAccount.confirmCode')}
              </Button>,
            )}
            error={
              flow.codeError ? translateValidationMessage(translate, flow.codeError) : undefined
            }
          />
          <DevHint>{t('createAccount.devOutbox')}</DevHint>
        </Stack>
      )}
    </Stack>
  );
}

import type { Story, StoryDefault } from '@ladle/react';
import { Stack } from '@mantine/core';
import { passwordResetFormSchema } from '@market/domain';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { Scripted, type StoryUi } from '@/features/auth/test/story-kit';
import { NewPasswordFields, type NewPasswordFieldsProps } from './NewPasswordFields';

export default { title: 'Features / Auth / NewPasswordFields' } satisfies StoryDefault;

/** The fields in a form of their own, checked by the rules of a password reset. */
function InForm({ purpose }: Pick<NewPasswordFieldsProps, 'purpose'>) {
  const form = useZodForm(passwordResetFormSchema, {
    defaultValues: { password: '', passwordRepeat: '' },
  });
  return (
    <form onSubmit={form.handleSubmit(() => undefined)} noValidate>
      <Stack gap="md">
        <NewPasswordFields form={form} purpose={purpose} />
      </Stack>
    </form>
  );
}

async function submitTooShort(ui: StoryUi) {
  await ui.fill('password', 'short');
  await ui.fill('passwordRepeat', 'other');
  await ui.submit();
}

async function submitMismatch(ui: StoryUi) {
  await ui.fill('password', 'Passw0rd!');
  await ui.fill('passwordRepeat', 'Passw0rd?');
  await ui.submit();
}

const submitEmpty = (ui: StoryUi) => ui.submit();

export const SignUp: Story = () => <InForm />;

export const Reset: Story = () => <InForm purpose="reset" />;

export const Required: Story = () => (
  <Scripted script={submitEmpty}>
    <InForm />
  </Scripted>
);

export const TooShort: Story = () => (
  <Scripted script={submitTooShort}>
    <InForm />
  </Scripted>
);

export const Mismatch: Story = () => (
  <Scripted script={submitMismatch}>
    <InForm purpose="reset" />
  </Scripted>
);

export const MismatchEnglish: Story = () => (
  <Scripted script={submitMismatch}>
    <InForm />
  </Scripted>
);
MismatchEnglish.meta = { locale: 'en' };

export const ResetSpanish: Story = () => (
  <Scripted script={submitTooShort}>
    <InForm purpose="reset" />
  </Scripted>
);
ResetSpanish.meta = { locale: 'es' };

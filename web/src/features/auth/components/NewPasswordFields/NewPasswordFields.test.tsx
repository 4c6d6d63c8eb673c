import { passwordResetFormSchema } from '@market/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@test/render';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { NewPasswordFields, type NewPasswordFieldsProps } from './NewPasswordFields';

function InForm({ purpose }: Pick<NewPasswordFieldsProps, 'purpose'>) {
  const form = useZodForm(passwordResetFormSchema, {
    defaultValues: { password: '', passwordRepeat: '' },
  });
  return (
    <form onSubmit={form.handleSubmit(() => undefined)} noValidate>
      <NewPasswordFields form={form} purpose={purpose} />
      <button type="submit">submit</button>
    </form>
  );
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('NewPasswordFields', () => {
  it('labels the fields for a new account or a reset, both as a new password', () => {
    const { unmount } = renderWithProviders(<InForm />);
    expect(field(/^비밀번호\s*\*?$/)).toHaveAttribute('autocomplete', 'new-password');
    expect(field(/^비밀번호 확인\s*\*?$/)).toHaveAttribute('autocomplete', 'new-password');
    expect(field(/^비밀번호\s*\*?$/)).toHaveAccessibleDescription('8~64자로 입력해 주세요.');
    unmount();

    renderWithProviders(<InForm purpose="reset" />);
    expect(field(/^새 비밀번호\s*\*?$/)).toBeRequired();
    expect(field(/^새 비밀번호 확인\s*\*?$/)).toBeRequired();
  });

  it('checks the repeat again when the first password changes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<InForm />);
    const password = field(/^비밀번호\s*\*?$/);
    const repeat = field(/^비밀번호 확인\s*\*?$/);

    await user.type(password, 'Passw0rd!');
    await user.type(repeat, 'Passw0rd');
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() =>
      expect(repeat).toHaveAccessibleDescription('비밀번호가 일치하지 않습니다.'),
    );

    // Only the first field is touched: the repeat's message goes because the two now agree.
    await user.type(password, '{Backspace}');
    await waitFor(() => expect(repeat).not.toHaveAttribute('aria-invalid'));
    expect(repeat).toHaveAccessibleDescription('');
  });
});

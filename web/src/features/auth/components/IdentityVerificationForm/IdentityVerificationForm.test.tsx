import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@test/api-server';
import { serveApi } from '@test/serve-api';
import { renderWithProviders } from '@test/render';
import { changeLocale } from '@/lib/i18n/i18n';
import { authRoutes } from '@/features/auth/test/auth-server';
import { readIdentityReturn } from '@/features/auth/utils/identity-return';
import { IdentityVerificationForm } from './IdentityVerificationForm';

const api = serveApi(
  authRoutes({
    'POST /api/auth/identity/start': ({ body }) => {
      const { name } = body as { name: string };
      if (name === '인증됨') return fail('IDENTITY_ALREADY_VERIFIED', 'Verified already');
      if (name === '고장') return fail('INTERNAL_ERROR', 'Boom');
      return ok({ url: 'https://provider.example/check/TV1', tokenVersionId: 'TV1' });
    },
  }),
);

const labels = {
  ko: { name: '이름', cellPhone: '휴대폰 번호', dateOfBirth: '생년월일', submit: '본인 인증하기' },
  en: {
    name: 'Name',
    cellPhone: 'Mobile phone number',
    dateOfBirth: 'Date of birth',
    submit: 'Verify my identity',
  },
} as const;

const messages = {
  ko: {
    nameRequired: '이름을 입력해 주세요.',
    nameTooLong: '이름은 50자 이하여야 합니다.',
    cellPhoneRequired: '휴대폰 번호를 입력해 주세요.',
    cellPhoneInvalid: '휴대폰 번호 형식이 올바르지 않습니다.',
    dateRequired: '날짜를 입력해 주세요.',
  },
  en: {
    nameRequired: 'Enter your name.',
    nameTooLong: 'The name must be at most 50 characters.',
    cellPhoneRequired: 'Enter a mobile phone number.',
    cellPhoneInvalid: 'Enter a valid mobile phone number.',
    dateRequired: 'Enter a date.',
  },
} as const;

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));

async function expectMessage(input: HTMLElement, message: string) {
  await waitFor(() =>
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message) as string),
  );
}

describe('IdentityVerificationForm', () => {
  for (const locale of ['ko', 'en'] as const) {
    it(`shows the messages of SPEC §5 on each input (${locale})`, async () => {
      await changeLocale(locale);
      const user = userEvent.setup();
      renderWithProviders(<IdentityVerificationForm goToProvider={vi.fn()} />, { token: 'member' });
      const l = labels[locale];
      const m = messages[locale];
      await user.click(screen.getByRole('button', { name: l.submit }));
      await expectMessage(field(l.name), m.nameRequired);
      await expectMessage(field(l.cellPhone), m.cellPhoneRequired);
      await expectMessage(field(l.dateOfBirth), m.dateRequired);

      await user.click(field(l.name));
      await user.paste('가'.repeat(51));
      await expectMessage(field(l.name), m.nameTooLong);
      await user.type(field(l.cellPhone), '12ab');
      await user.tab();
      await expectMessage(field(l.cellPhone), m.cellPhoneInvalid);
      expect(api.calls('/api/auth/identity/start')).toHaveLength(0);
    });
  }

  it('remembers where to continue and sends the browser to the provider', async () => {
    const user = userEvent.setup();
    const goToProvider = vi.fn();
    renderWithProviders(
      <IdentityVerificationForm returnTo="/checkout?items=4" goToProvider={goToProvider} />,
      { token: 'member' },
    );
    await user.type(field('이름'), '김하늘');
    await user.type(field('휴대폰 번호'), '010-1234-5678');
    await user.type(field('생년월일'), '1990-01-31');
    await user.click(screen.getByRole('button', { name: '본인 인증하기' }));

    await waitFor(() =>
      expect(goToProvider).toHaveBeenCalledWith('https://provider.example/check/TV1'),
    );
    expect(api.requests.at(-1)?.body).toEqual({
      name: '김하늘',
      cellPhone: '010-1234-5678',
      dateOfBirth: '1990-01-31',
    });
    expect(readIdentityReturn()).toEqual({
      returnTo: '/checkout?items=4',
      startPath: '/checkout/verify-identity',
    });
  });

  it('continues at once when the member is verified already', async () => {
    const user = userEvent.setup();
    const goToProvider = vi.fn();
    const view = renderWithProviders(
      <IdentityVerificationForm returnTo="/checkout?items=4" goToProvider={goToProvider} />,
      { token: 'member', path: '/checkout/verify-identity' },
    );
    await user.type(field('이름'), '인증됨');
    await user.type(field('휴대폰 번호'), '010-1234-5678');
    await user.type(field('생년월일'), '1990-01-31');
    await user.click(screen.getByRole('button', { name: '본인 인증하기' }));
    await waitFor(() => expect(view.currentAddress()).toBe('/checkout?items=4'));
    expect(goToProvider).not.toHaveBeenCalled();
  });

  it("shows the 'verification failed' toast when the start fails", async () => {
    const user = userEvent.setup();
    renderWithProviders(<IdentityVerificationForm goToProvider={vi.fn()} />, { token: 'member' });
    await user.type(field('이름'), '고장');
    await user.type(field('휴대폰 번호'), '010-1234-5678');
    await user.type(field('생년월일'), '1990-01-31');
    await user.click(screen.getByRole('button', { name: '본인 인증하기' }));
    expect(await screen.findByText('인증에 실패했습니다.')).toBeVisible();
  });
});

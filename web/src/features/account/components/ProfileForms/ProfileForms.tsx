import { Button, Group, PasswordInput, Stack, Switch, TextInput } from '@mantine/core';
import { NicknameBody, PhoneBody, type User } from '@market/contract';
import { MAX_COUNTRIES, countriesFormSchema, passwordChangeFormSchema } from '@market/domain';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountriesSelect } from '@/components/CountriesSelect/CountriesSelect';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { ProfileSection } from '../ProfileSection/ProfileSection';
import {
  useUpdateCountries,
  useUpdateNewsletter,
  useUpdateNickname,
  useUpdatePassword,
  useUpdatePhone,
} from '@/features/account/api/use-account';

export function NicknameForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const update = useUpdateNickname();
  const form = useZodForm(NicknameBody, { defaultValues: { nickname: user.nickname } });
  const onSubmit = form.handleSubmit((body) => update.mutate({ body }));
  return (
    <ProfileSection title={t('profile.nickname')}>
      <form onSubmit={onSubmit} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            flex={1}
            miw={200}
            label={t('profile.nickname')}
            autoComplete="nickname"
            error={form.errorOf('nickname')}
            {...form.register('nickname')}
          />
          <Button type="submit" mt={25} loading={update.isPending}>
            {t('profile.saveNickname')}
          </Button>
        </Group>
      </form>
    </ProfileSection>
  );
}

export function PasswordForm() {
  const { t } = useTranslation('account');
  const update = useUpdatePassword();
  const form = useZodForm(passwordChangeFormSchema, {
    defaultValues: { currentPassword: '', newPassword: '', newPasswordRepeat: '' },
  });
  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    update.mutate({ body: { currentPassword, newPassword } }, { onSuccess: () => form.reset() }),
  );
  return (
    <ProfileSection title={t('profile.password')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm" maw={420}>
          <PasswordInput
            label={t('profile.currentPassword')}
            autoComplete="current-password"
            error={form.errorOf('currentPassword')}
            {...form.register('currentPassword')}
          />
          <PasswordInput
            label={t('profile.newPassword')}
            autoComplete="new-password"
            error={form.errorOf('newPassword')}
            {...form.register('newPassword')}
          />
          <PasswordInput
            label={t('profile.newPasswordRepeat')}
            autoComplete="new-password"
            error={form.errorOf('newPasswordRepeat')}
            {...form.register('newPasswordRepeat')}
          />
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('profile.savePassword')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}

export function PhoneForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const update = useUpdatePhone();
  const form = useZodForm(PhoneBody, { defaultValues: { phone: user.phone ?? '' } });
  const onSubmit = form.handleSubmit((body) => update.mutate({ body }));
  return (
    <ProfileSection title={t('profile.phone')}>
      <form onSubmit={onSubmit} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            flex={1}
            miw={200}
            type="tel"
            label={t('profile.phone')}
            autoComplete="tel"
            error={form.errorOf('phone')}
            {...form.register('phone')}
          />
          <Button type="submit" mt={25} loading={update.isPending}>
            {t('profile.savePhone')}
          </Button>
        </Group>
      </form>
    </ProfileSection>
  );
}

export function CountriesForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const update = useUpdateCountries();
  const form = useZodForm(countriesFormSchema, { defaultValues: { countries: user.countries } });
  const onSubmit = form.handleSubmit((body) => update.mutate({ body }));
  return (
    <ProfileSection title={t('profile.countries')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm" maw={420}>
          <Controller
            control={form.control}
            name="countries"
            render={({ field }) => (
              <CountriesSelect
                label={t('profile.countries')}
                description={t('profile.countriesHint', { max: MAX_COUNTRIES })}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={form.errorOf('countries')}
              />
            )}
          />
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('profile.saveCountries')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}

export function NewsletterForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const update = useUpdateNewsletter();
  return (
    <ProfileSection title={t('profile.newsletter')}>
      <Switch
        label={t('profile.newsletterLabel')}
        checked={user.newsletter}
        disabled={update.isPending}
        onChange={(event) => update.mutate({ body: { newsletter: event.currentTarget.checked } })}
      />
    </ProfileSection>
  );
}

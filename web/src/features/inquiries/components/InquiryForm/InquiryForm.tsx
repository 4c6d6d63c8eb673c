import { Button, Group, Radio, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { InquiryBody } from '@market/contract';
import { type InquiryCategory, type ContactType, inquiryCategories } from '@market/domain';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useCreateInquiry } from '@/features/inquiries/api/use-inquiries';

export interface InquiryFormProps {
  /** The category chosen beforehand (`?category=`). Default none. */
  category?: InquiryCategory | null;
  /** Prefilled answer address (the member's e-mail). */
  email?: string;
  /** Called once the inquiry is sent. */
  onSent?: () => void;
}

/** /contact/general's form: category, title, body, and how the answer should reach the member. */
export function InquiryForm({ category = null, email = '', onSent }: InquiryFormProps) {
  const { t } = useTranslation('inquiries');
  const create = useCreateInquiry();
  const form = useZodForm(InquiryBody, {
    defaultValues: {
      category: category ?? undefined,
      title: '',
      body: '',
      contactType: 'EMAIL',
      emailOrPhone: email,
    },
  });
  const contactType = form.watch('contactType');
  const onSubmit = form.handleSubmit((body) =>
    create.mutate(
      { body },
      {
        onSuccess: () => {
          form.reset();
          onSent?.();
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={640}>
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <Select
              label={t('form.category')}
              placeholder={t('form.categoryPlaceholder')}
              data={inquiryCategories.map((value) => ({
                value,
                label: t(`category.${value}`),
              }))}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              error={form.errorOf('category')}
              allowDeselect={false}
            />
          )}
        />
        <TextInput
          label={t('form.title')}
          error={form.errorOf('title')}
          {...form.register('title')}
        />
        <Textarea
          label={t('form.body')}
          rows={5}
          error={form.errorOf('body')}
          {...form.register('body')}
        />
        <Controller
          control={form.control}
          name="contactType"
          render={({ field }) => (
            <Radio.Group
              label={t('form.contactType')}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(value as ContactType)}
              error={form.errorOf('contactType')}
            >
              <Group gap="md" mt="xs">
                <Radio value="EMAIL" label={t('contactType.EMAIL')} />
                <Radio value="PHONE" label={t('contactType.PHONE')} />
              </Group>
            </Radio.Group>
          )}
        />
        <TextInput
          label={contactType === 'PHONE' ? t('form.phone') : t('form.email')}
          type={contactType === 'PHONE' ? 'tel' : 'email'}
          error={form.errorOf('emailOrPhone')}
          {...form.register('emailOrPhone')}
        />
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Group, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import {
  ACCOUNT_INFO_MAX_LENGTH,
  subscriptionPostFormSchema,
  toDateString,
  sharingTypes,
} from '@market/domain';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { subscriptionFormValues } from '@/features/seller-listings/utils/post-form-values';
import { PartyTermsFields } from '../PartyTermsFields/PartyTermsFields';
import {
  CategoryField,
  CountriesAndImages,
  PostContentAndSave,
  PostTitleField,
  usePostForm,
} from './post-form-parts';
import type { PostFormProps } from './PostForm';

/** The form of a party (SPEC §5). */
export function SubscriptionPostForm(props: PostFormProps) {
  const { t } = useTranslation('sellerListings');
  const party = props.initial?.type === 'SUBSCRIPTION' ? props.initial : undefined;
  const { form, now, submit, isPending } = usePostForm(
    props,
    subscriptionPostFormSchema,
    subscriptionFormValues,
    party,
  );
  const { register, errorOf, control } = form;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack gap="md" maw={720}>
        <PostTitleField {...register('title')} error={errorOf('title')} />
        <CategoryField postType="SUBSCRIPTION" control={control} error={errorOf('categorySeq')} />
        <TextInput
          label={t('form.productId')}
          description={t('form.productIdHint')}
          required
          {...register('productId')}
          error={errorOf('productId')}
        />
        <PartyTermsFields
          control={control}
          register={register}
          errorOf={errorOf}
          today={toDateString(now)}
        />
        <Controller
          control={control}
          name="sharingType"
          render={({ field }) => (
            <Radio.Group
              label={t('form.sharingType')}
              required
              value={field.value ?? ''}
              onChange={field.onChange}
              error={errorOf('sharingType')}
            >
              <Group gap="lg" mt={4}>
                {sharingTypes.map((value) => (
                  <Radio
                    key={value}
                    value={value}
                    label={t(`sharing.${value}`)}
                    onBlur={field.onBlur}
                  />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <Textarea
          label={t('form.accountInfo')}
          description={t('form.accountInfoHint')}
          required
          rows={2}
          maxLength={ACCOUNT_INFO_MAX_LENGTH}
          {...register('accountInfo')}
          error={errorOf('accountInfo')}
        />
        <CountriesAndImages control={control} errorOf={errorOf} />
        <PostContentAndSave
          content={register('content')}
          error={errorOf('content')}
          isPending={isPending}
        />
      </Stack>
    </form>
  );
}

import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  CODE_VALUE_MAX_LENGTH,
  PRICE_MAX,
  PRICE_MIN,
  productPostFormSchema,
  toDateString,
} from '@market/domain';
import { useTranslation } from 'react-i18next';
import { productFormValues } from '@/features/seller-listings/utils/post-form-values';
import { NumberField } from '../PartyTermsFields/PartyTermsFields';
import {
  CategoryField,
  CountriesAndImages,
  PostContentAndSave,
  PostTitleField,
  usePostForm,
} from './post-form-parts';
import type { PostFormProps } from './PostForm';

/** The form of a coupon or a code (SPEC §5). */
export function ProductPostForm(props: PostFormProps) {
  const { t } = useTranslation('sellerListings');
  const product = props.initial?.type !== 'SUBSCRIPTION' ? props.initial : undefined;
  const { form, now, submit, isPending } = usePostForm(
    props,
    productPostFormSchema,
    productFormValues,
    product,
  );
  const { register, errorOf, control } = form;

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack gap="md" maw={720}>
        <PostTitleField {...register('title')} error={errorOf('title')} />
        <CategoryField postType={props.postType} control={control} error={errorOf('categorySeq')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberField
            control={control}
            name="price"
            label={t('form.price')}
            min={PRICE_MIN}
            max={PRICE_MAX}
            error={errorOf('price')}
          />
          <TextInput
            type="date"
            label={t('form.expiresAt')}
            required
            min={toDateString(now)}
            {...register('expiresAt')}
            error={errorOf('expiresAt')}
          />
        </SimpleGrid>
        <TextInput
          label={t(props.postType === 'COUPON' ? 'form.pin' : 'form.code')}
          description={t('form.valueHint')}
          required
          maxLength={CODE_VALUE_MAX_LENGTH}
          autoComplete="off"
          {...register('value')}
          error={errorOf('value')}
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

import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  CODE_VALUE_MAX_LENGTH,
  PRICE_MAX,
  PRICE_MIN,
  productPostFormSchema,
  toDateString,
} from '@market/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '@/lib/ui/use-now';
import { useLocalized } from '@/lib/i18n/use-localized';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { productFormValues } from '@/features/seller-listings/utils/post-form-values';
import { NumberField } from '../PartyTermsFields/PartyTermsFields';
import {
  CategoryField,
  CountriesAndImages,
  PostContentAndSave,
  PostTitleField,
  usePostSave,
} from './post-form-parts';
import type { PostFormProps } from './PostForm';

/** The form of a coupon or a code (SPEC §5). */
export function ProductPostForm(props: PostFormProps) {
  const { t } = useTranslation('sellerListings');
  const localized = useLocalized();
  const now = useNow();
  const schema = useMemo(() => productPostFormSchema(now), [now]);
  const initial = props.initial?.type !== 'SUBSCRIPTION' ? props.initial : undefined;
  const form = useZodForm(schema, {
    defaultValues: productFormValues(initial as Parameters<typeof productFormValues>[0], localized),
  });
  const { register, errorOf, control } = form;
  const { submit, isPending } = usePostSave(props);

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

import { Button, Group, Radio, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { SellerPost } from '@/features/seller-listings/api';
import {
  ACCOUNT_INFO_MAX_LENGTH,
  BODY_MAX_LENGTH,
  CODE_VALUE_MAX_LENGTH,
  MAX_COUNTRIES,
  PRICE_MAX,
  PRICE_MIN,
  productPostFormSchema,
  subscriptionPostFormSchema,
  TITLE_MAX_LENGTH,
  toDateString,
  type PostType,
  sharingTypes,
} from '@market/domain';
import { useMemo } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountriesSelect } from '@/components/CountriesSelect/CountriesSelect';
import { useNow } from '@/lib/ui/use-now';
import { useLocalized } from '@/lib/i18n/use-localized';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useSavePost } from '@/features/seller-listings/api';
import {
  productFormValues,
  subscriptionFormValues,
} from '@/features/seller-listings/utils/post-form-values';
import { CategoryPicker } from '../CategoryPicker/CategoryPicker';
import { NumberField, PartyTermsFields } from '../PartyTermsFields/PartyTermsFields';
import { PostImages } from '../PostImages/PostImages';

export interface PostFormProps {
  postType: PostType;
  /** The post being edited (its seq is replaced) or copied (`copy`), or none for a new post. */
  initial?: SellerPost;
  /** With `initial`: save it as a new post instead of replacing it (`?sourcePost=`). Default false. */
  copy?: boolean;
  /** Called with the saved post. */
  onSaved: (post: SellerPost) => void;
}

/**
 * The create and edit form of a post, one per type on domain's schemas and bounds (SPEC §5):
 * nothing is sent until every field is valid; a refusal shows SPEC §8's save failure toast.
 */
export function PostForm(props: PostFormProps) {
  return props.postType === 'SUBSCRIPTION' ? (
    <SubscriptionPostForm {...props} />
  ) : (
    <ProductPostForm {...props} />
  );
}

function usePostSave({ postType, initial, copy = false, onSaved }: PostFormProps) {
  const save = useSavePost(postType);
  const seq = initial && !copy ? initial.seq : undefined;
  return {
    isPending: save.isPending,
    submit: <T extends object>(values: T) =>
      save.mutate(
        {
          seq,
          body: {
            ...values,
            thumbnailUrl: imagesOf(values)[0] ?? initial?.thumbnailUrl ?? null,
          } as never,
        },
        { onSuccess: onSaved },
      ),
  };
}

const imagesOf = (values: object) => ('images' in values ? (values.images as string[]) : []);

function SubscriptionPostForm(props: PostFormProps) {
  const { t } = useTranslation('sellerListings');
  const localized = useLocalized();
  const now = useNow();
  const schema = useMemo(() => subscriptionPostFormSchema(now), [now]);
  const initial = props.initial?.type === 'SUBSCRIPTION' ? props.initial : undefined;
  const form = useZodForm(schema, {
    defaultValues: subscriptionFormValues(
      initial as Parameters<typeof subscriptionFormValues>[0],
      localized,
    ),
  });
  const { register, errorOf, control } = form;
  const { submit, isPending } = usePostSave(props);
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack gap="md" maw={720}>
        <TextInput
          label={t('form.title')}
          required
          maxLength={TITLE_MAX_LENGTH}
          {...register('title')}
          error={errorOf('title')}
        />
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
        <Textarea
          label={t('form.content')}
          rows={3}
          maxLength={BODY_MAX_LENGTH}
          {...register('content')}
          error={errorOf('content')}
        />
        <Group>
          <Button type="submit" loading={isPending}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ProductPostForm(props: PostFormProps) {
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
        <TextInput
          label={t('form.title')}
          required
          maxLength={TITLE_MAX_LENGTH}
          {...register('title')}
          error={errorOf('title')}
        />
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
        <Textarea
          label={t('form.content')}
          rows={3}
          maxLength={BODY_MAX_LENGTH}
          {...register('content')}
          error={errorOf('content')}
        />
        <Group>
          <Button type="submit" loading={isPending}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type MediaValues = { countries?: string[]; images?: string[] };

/** The countries a post is offered in (none: everywhere, at most MAX_COUNTRIES) and its images. */
function CountriesAndImages<T extends FieldValues & MediaValues>({
  control,
  errorOf,
}: {
  control: Control<T>;
  errorOf: (name: Path<T>) => string | undefined;
}) {
  const { t } = useTranslation('sellerListings');
  return (
    <>
      <Controller
        control={control}
        name={'countries' as Path<T>}
        render={({ field }) => (
          <CountriesSelect
            label={t('form.countries')}
            description={t('form.countriesHint', { max: MAX_COUNTRIES })}
            value={(field.value as string[] | undefined) ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errorOf('countries' as Path<T>)}
          />
        )}
      />
      <Controller
        control={control}
        name={'images' as Path<T>}
        render={({ field }) => (
          <PostImages
            value={(field.value as string[] | undefined) ?? []}
            onChange={field.onChange}
            error={errorOf('images' as Path<T>)}
          />
        )}
      />
    </>
  );
}

function CategoryField<T extends FieldValues & { categorySeq?: number }>({
  postType,
  control,
  error,
}: {
  postType: PostType;
  control: Control<T>;
  error: string | undefined;
}) {
  return (
    <Controller
      control={control}
      name={'categorySeq' as Path<T>}
      render={({ field }) => (
        <CategoryPicker
          postType={postType}
          value={field.value as number | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}

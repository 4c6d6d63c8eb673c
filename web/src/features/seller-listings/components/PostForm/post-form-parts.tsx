/**
 * What the two post forms share: saving, the title, the category, the countries and the images,
 * and the content with the save button that end both.
 */
import { Button, Group, Textarea, TextInput } from '@mantine/core';
import { BODY_MAX_LENGTH, MAX_COUNTRIES, TITLE_MAX_LENGTH, type PostType } from '@market/domain';
import { useMemo } from 'react';
import {
  Controller,
  type Control,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useLocalized } from '@/lib/i18n/use-localized';
import { useNow } from '@/lib/ui/use-now';
import { useTranslation } from 'react-i18next';
import { CountriesSelect } from '@/components/CountriesSelect/CountriesSelect';
import { useSavePost } from '@/features/seller-listings/api';
import { CategoryPicker } from '../CategoryPicker/CategoryPicker';
import { PostImages } from '../PostImages/PostImages';
import type { PostFormProps } from './PostForm';

/**
 * A post form's state: its schema as of today, the values of the post edited (`post`, when it is
 * of the form's kind) decoded for the reader, and its save.
 */
export function usePostForm<
  TSchema extends z.ZodType<FieldValues, z.ZodTypeDef, FieldValues>,
  TPost,
>(
  props: PostFormProps,
  schemaAt: (now: Date) => TSchema,
  valuesOf: (
    post: TPost | undefined,
    decode: ReturnType<typeof useLocalized>,
  ) => DefaultValues<z.input<TSchema>>,
  post: TPost | undefined,
) {
  const localized = useLocalized();
  const now = useNow();
  const schema = useMemo(() => schemaAt(now), [schemaAt, now]);
  const form = useZodForm(schema, {
    defaultValues: valuesOf(post, localized),
  });
  return { form, now, ...usePostSave(props) };
}

export function usePostSave({ postType, initial, copy = false, onSaved }: PostFormProps) {
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

type MediaValues = { countries?: string[]; images?: string[] };

/** The countries a post is offered in (none: everywhere, at most MAX_COUNTRIES) and its images. */
export function CountriesAndImages<T extends FieldValues & MediaValues>({
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

export function CategoryField<T extends FieldValues & { categorySeq?: number }>({
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

/** The post's title: `<PostTitleField {...register('title')} error={errorOf('title')} />`. */
export function PostTitleField({ error, ...field }: UseFormRegisterReturn & { error?: string }) {
  const { t } = useTranslation('sellerListings');
  return (
    <TextInput
      label={t('form.title')}
      required
      maxLength={TITLE_MAX_LENGTH}
      {...field}
      error={error}
    />
  );
}

/** The post's free text and the form's save button, last in both forms. */
export function PostContentAndSave({
  content,
  error,
  isPending,
}: {
  content: UseFormRegisterReturn;
  error?: string | undefined;
  isPending: boolean;
}) {
  const { t } = useTranslation('sellerListings');
  return (
    <>
      <Textarea
        label={t('form.content')}
        rows={3}
        maxLength={BODY_MAX_LENGTH}
        {...content}
        error={error}
      />
      <Group>
        <Button type="submit" loading={isPending}>
          {t('form.save')}
        </Button>
      </Group>
    </>
  );
}

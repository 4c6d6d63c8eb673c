/**
 * react-hook-form over a zod schema (usually one of domain's or the contract's), with messages that
 * are i18n keys translated at render time: switching language re-translates visible errors.
 *
 *   const form = useZodForm(SignInBody, { defaultValues: { email: '', password: '' } });
 *   <TextInput {...form.register('email')} error={form.errorOf('email')} />
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import {
  get,
  useForm,
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateValidationMessage } from './validation-messages';

export type ZodForm<TInput extends FieldValues, TOutput> = UseFormReturn<
  TInput,
  unknown,
  TOutput
> & {
  /** The translated error of a field, or undefined when it is valid. */
  errorOf: (name: FieldPath<TInput>) => string | undefined;
};

export function useZodForm<TSchema extends z.ZodType<FieldValues, z.ZodTypeDef, FieldValues>>(
  schema: TSchema,
  options: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'> = {},
): ZodForm<z.input<TSchema>, z.output<TSchema>> {
  const { t } = useTranslation();
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    mode: 'onTouched',
    ...options,
    resolver: zodResolver(schema),
  });
  const { errors } = form.formState;
  const errorOf = useCallback(
    (name: FieldPath<z.input<TSchema>>) => {
      const message: unknown = (get(errors, name) as { message?: unknown } | undefined)?.message;
      return typeof message === 'string' && message
        ? translateValidationMessage(t, message)
        : undefined;
    },
    [errors, t],
  );
  return Object.assign(form, { errorOf });
}

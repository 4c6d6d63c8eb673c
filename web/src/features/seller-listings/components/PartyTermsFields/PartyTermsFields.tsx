import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  MEMBER_LIMIT_MAX,
  MEMBER_LIMIT_MIN,
  PRICE_MAX,
  PRICE_MIN,
  type PriceBaseDuration,
  priceBaseDurations,
} from '@market/domain';
import {
  Controller,
  type Control,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The terms a party is offered on, in the create and edit form and in its renewal. */
type PartyTerms = {
  price?: number;
  priceBaseDuration?: PriceBaseDuration;
  subscriptionStartsAt?: string;
  subscriptionEndsAt?: string;
  memberLimit?: number;
};

export interface PartyTermsFieldsProps<T extends FieldValues & PartyTerms> {
  control: Control<T>;
  register: UseFormRegister<T>;
  errorOf: (name: Path<T>) => string | undefined;
  /** The earliest date either date field offers (yyyy-MM-dd): the business day today. */
  today: string;
}

/** A party's price and its period, its dates and its member limit, two to a row from sm up. */
export function PartyTermsFields<T extends FieldValues & PartyTerms>({
  control,
  register,
  errorOf,
  today,
}: PartyTermsFieldsProps<T>) {
  const { t } = useTranslation('sellerListings');
  const name = (field: keyof PartyTerms) => field as Path<T>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <NumberField
        control={control}
        name={name('price')}
        label={t('form.price')}
        min={PRICE_MIN}
        max={PRICE_MAX}
        error={errorOf(name('price'))}
      />
      <Controller
        control={control}
        name={name('priceBaseDuration')}
        render={({ field }) => (
          <Select
            label={t('form.priceBaseDuration')}
            required
            data={priceBaseDurations.map((value) => ({
              value,
              label: t(`duration.${value}`),
            }))}
            value={(field.value as string | undefined) ?? null}
            onChange={(value) => field.onChange(value ?? undefined)}
            onBlur={field.onBlur}
            error={errorOf(name('priceBaseDuration'))}
          />
        )}
      />
      <TextInput
        type="date"
        label={t('form.startsAt')}
        required
        min={today}
        {...register(name('subscriptionStartsAt'))}
        error={errorOf(name('subscriptionStartsAt'))}
      />
      <TextInput
        type="date"
        label={t('form.endsAt')}
        required
        min={today}
        {...register(name('subscriptionEndsAt'))}
        error={errorOf(name('subscriptionEndsAt'))}
      />
      <NumberField
        control={control}
        name={name('memberLimit')}
        label={t('form.memberLimit')}
        min={MEMBER_LIMIT_MIN}
        max={MEMBER_LIMIT_MAX}
        error={errorOf(name('memberLimit'))}
      />
    </SimpleGrid>
  );
}

/** A required whole number within bounds, shown with thousands separators; empty is undefined. */
export function NumberField<T extends FieldValues>({
  control,
  name,
  label,
  min,
  max,
  error,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  min: number;
  max: number;
  error: string | undefined;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          required
          min={min}
          max={max}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          clampBehavior="none"
          value={(field.value as number | undefined) ?? ''}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}

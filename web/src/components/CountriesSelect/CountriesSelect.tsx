import { MultiSelect } from '@mantine/core';
import { MAX_COUNTRIES } from '@market/domain';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '@/lib/i18n/countries';

export interface CountriesSelectProps {
  label: ReactNode;
  description?: ReactNode;
  /** ISO 3166-1 alpha-2 codes. */
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  error?: ReactNode;
}

/**
 * Options listed at once. ISO 3166-1 has about 250 countries: the open list shows the first ones in
 * the language's order and typing finds any of them (Mantine's advice for large lists, which keeps
 * opening the list and each keystroke cheap).
 */
const OPTIONS_SHOWN = 30;

/**
 * Up to MAX_COUNTRIES countries, named in the user's language and searchable by name: a member's
 * countries on the profile, the countries a seller offers a post in.
 */
export function CountriesSelect({ value, ...props }: CountriesSelectProps) {
  const { i18n } = useTranslation();
  const data = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return (
    <MultiSelect
      {...props}
      data={data}
      searchable
      limit={OPTIONS_SHOWN}
      maxValues={MAX_COUNTRIES}
      value={value}
    />
  );
}

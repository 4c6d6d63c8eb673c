import { MultiSelect } from '@mantine/core';
import { MAX_COUNTRIES } from '@market/domain';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../../lib/countries';

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
 * Up to MAX_COUNTRIES countries, named in the user's language and searchable by name: a member's
 * countries on the profile, the countries a seller offers a post in.
 */
export function CountriesSelect({ value, ...props }: CountriesSelectProps) {
  const { i18n } = useTranslation();
  const data = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return <MultiSelect {...props} data={data} searchable maxValues={MAX_COUNTRIES} value={value} />;
}

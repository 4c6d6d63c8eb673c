import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@test/render';
import { COUNTRY_CODES } from '@market/domain';
import { countryOptions } from '@/lib/i18n/countries';
import { changeLocale } from '@/lib/i18n/i18n';
import { CountriesSelect } from './CountriesSelect';

function Picker() {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <CountriesSelect label="Countries" value={value} onChange={setValue} />
      <output>{value.join(',')}</output>
    </>
  );
}

// Its bound (MAX_COUNTRIES) is proved through the profile's CountriesForm test.
describe('CountriesSelect', () => {
  it('names the countries in the user language, finds one by typing, and keeps its code', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Picker />);
    const picker = screen.getByLabelText('Countries', { selector: 'input' });
    await user.click(picker);
    fireEvent.change(picker, { target: { value: '일본' } });
    await user.click(await screen.findByRole('option', { name: '일본' }));
    expect(screen.getByRole('status')).toHaveTextContent('JP');

    await changeLocale('es');
    await user.click(picker);
    fireEvent.change(picker, { target: { value: 'Estados' } });
    expect(await screen.findByRole('option', { name: 'Estados Unidos' })).toBeVisible();
  });

  it('offers every ISO 3166-1 country the server takes, named in ko, en and es', async () => {
    for (const [language, name] of [
      ['ko', '짐바브웨 공화국'],
      ['en', 'Zimbabwe'],
      ['es', 'Zimbabue'],
    ] as const) {
      const options = countryOptions(language);
      expect(options.map((option) => option.value).sort()).toEqual([...COUNTRY_CODES]);
      expect(options.find((option) => option.value === 'ZW')?.label).toBe(name);
      expect(options.every((option) => option.label !== option.value)).toBe(true);
    }
  });
});

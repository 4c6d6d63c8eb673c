import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { changeLocale } from '../../lib/i18n';
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
    await user.type(picker, '일본');
    await user.click(await screen.findByRole('option', { name: '일본' }));
    expect(screen.getByRole('status')).toHaveTextContent('JP');

    await changeLocale('es');
    await user.click(picker);
    expect(await screen.findByRole('option', { name: 'Estados Unidos' })).toBeVisible();
  });
});

import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { CountriesSelect } from './CountriesSelect';

export default { title: 'Components / CountriesSelect' } satisfies StoryDefault;

function Picker({ initial, error }: { initial: string[]; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <CountriesSelect
      label="Countries"
      description="Up to 5"
      value={value}
      onChange={setValue}
      error={error}
    />
  );
}

export const NoneChosen: Story = () => <Picker initial={[]} />;
NoneChosen.meta = { locale: 'ko' };

export const SomeChosen: Story = () => <Picker initial={['KR', 'US', 'JP']} />;
SomeChosen.meta = { locale: 'en' };

export const Full: Story = () => <Picker initial={['KR', 'US', 'JP', 'CN', 'TW']} />;
Full.meta = { locale: 'es' };

export const WithError: Story = () => <Picker initial={[]} error="Choose at most 5." />;
WithError.meta = { locale: 'en' };

import type { Story, StoryDefault } from '@ladle/react';
import { Stack, Text } from '@mantine/core';
import { StoryCache, storyLoading } from '@test/story-cache';
import { exchangeRateKeys } from '@/lib/format/currency';
import { Price } from './Price';

export default { title: 'Components / Price' } satisfies StoryDefault;

/** The same amounts in every story; only the language and currency of the story change. */
function Amounts() {
  return (
    <Stack gap="xs">
      {[0, 900, 12_900, 1_234_567].map((amount) => (
        <Text key={amount}>
          {amount.toString().padStart(9)} KRW → <Price amountKrw={amount} fw={700} />
        </Text>
      ))}
    </Stack>
  );
}

export const KoreanWon: Story = () => <Amounts />;
KoreanWon.meta = { locale: 'ko', currency: 'KRW' };

export const KoreanUsd: Story = () => <Amounts />;
KoreanUsd.meta = { locale: 'ko', currency: 'USD' };

export const EnglishWon: Story = () => <Amounts />;
EnglishWon.meta = { locale: 'en', currency: 'KRW' };

export const EnglishUsd: Story = () => <Amounts />;
EnglishUsd.meta = { locale: 'en', currency: 'USD' };

export const SpanishWon: Story = () => <Amounts />;
SpanishWon.meta = { locale: 'es', currency: 'KRW' };

export const SpanishUsd: Story = () => <Amounts />;
SpanishUsd.meta = { locale: 'es', currency: 'USD' };

/** USD chosen but the rate has not arrived: prices stay in won rather than vanish. */
export const UsdWithoutRate: Story = () => (
  <StoryCache
    seed={(client) => {
      client.removeQueries({ queryKey: exchangeRateKeys.usd() });
      storyLoading(client, exchangeRateKeys.usd());
    }}
  >
    <Amounts />
  </StoryCache>
);
UsdWithoutRate.meta = { locale: 'en', currency: 'USD' };

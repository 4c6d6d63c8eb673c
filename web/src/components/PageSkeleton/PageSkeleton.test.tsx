import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@test/render';
import { PageSkeleton } from './PageSkeleton';

describe('PageSkeleton', () => {
  it('announces the page as loading in the language, its shapes hidden from assistive technology', async () => {
    await changeLocale('en');
    const { container } = renderWithProviders(<PageSkeleton />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(container.querySelector('[aria-hidden] .mantine-Skeleton-root')).not.toBeNull();
    await changeLocale('ko');
  });
});

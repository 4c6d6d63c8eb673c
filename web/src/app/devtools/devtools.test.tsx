import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@test/render';
import { changeLocale } from '@/lib/i18n/i18n';

afterEach(() => changeLocale('ko'));

describe('Devtools', () => {
  it.each(['ko', 'en', 'es'] as const)(
    'names its button starting with the text it shows (%s), as WCAG 2.5.3 and axe ask',
    async (locale) => {
      await changeLocale(locale);
      // Imported once i18next runs, as the app imports it (its texts add themselves to i18next).
      const { default: Devtools } = await import('./devtools');
      renderWithProviders(<Devtools />);
      const button = screen.getByText('Mock').closest('button')!;
      expect(button).toHaveAccessibleName(new RegExp(`^${button.textContent}\\b`));
      expect(button).toHaveAttribute('aria-keyshortcuts', 'Alt+Shift+M');
    },
  );
});

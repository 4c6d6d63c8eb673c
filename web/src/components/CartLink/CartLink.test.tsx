import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@test/render';
import { CartLink } from './CartLink';

describe('CartLink', () => {
  it.each([
    [0, '장바구니', ''],
    [1, '장바구니 (1)', '1'],
    [98, '장바구니 (98)', '98'],
    [99, '장바구니 (99+)', '99+'],
    [150, '장바구니 (99+)', '99+'],
  ])('with %i items is labelled "%s" and shows "%s"', (count, label, badge) => {
    renderWithProviders(<CartLink count={count} />);
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', '/cart');
    const indicator = screen.getByTestId('cart-badge');
    expect(indicator).toHaveTextContent(badge === '' ? /^$/ : badge);
  });
});

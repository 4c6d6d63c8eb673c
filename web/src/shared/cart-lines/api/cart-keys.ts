/**
 * Query keys of the member's cart: its lines (read by the cart page and the checkout) and their
 * count (the header's badge). Keyed by token: each member has their own cart.
 */
export const cartKeys = {
  all: ['cart'] as const,
  count: (token: string | null) => [...cartKeys.all, 'count', token] as const,
  items: (token: string | null) => [...cartKeys.all, 'items', token] as const,
};

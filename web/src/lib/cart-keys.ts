export const cartKeys = {
  all: ['cart'] as const,
  /** Keyed by token: each member has their own cart. */
  count: (token: string | null) => [...cartKeys.all, 'count', token] as const,
  items: (token: string | null) => [...cartKeys.all, 'items', token] as const,
};

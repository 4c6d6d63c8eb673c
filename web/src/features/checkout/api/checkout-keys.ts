/** Query keys of what the checkout reads besides the cart lines and the balances (shared/). */
export const checkoutKeys = {
  all: ['checkout'] as const,
  /** The order fee of the web platform (public, the same for everyone). */
  orderFee: () => [...checkoutKeys.all, 'order-fee', 'WEB'] as const,
};

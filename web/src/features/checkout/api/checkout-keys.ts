/** Query keys of what the checkout reads besides the cart and the balances (lib's keys). */
export const checkoutKeys = {
  all: ['checkout'] as const,
  /** The order fee of the web platform (public, the same for everyone). */
  orderFee: () => [...checkoutKeys.all, 'order-fee', 'WEB'] as const,
};

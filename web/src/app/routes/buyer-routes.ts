/** Buying (issue 8): the cart, checkout, orders and what was bought (SPEC §2 signed-in). */
import { prefetchOrders } from '@/features/orders/api/use-orders';
import { readOrderFilter } from '@/features/orders/hooks/use-order-filter';
import { lazyPage, route } from './route-types';

const CartPage = lazyPage(() => import('@/pages/cart-page'));
const CheckoutPage = lazyPage(() => import('@/pages/checkout/checkout-page'));
const VerifyIdentityPage = lazyPage(() => import('@/pages/checkout/verify-identity-page'));
const OrdersPage = lazyPage(() => import('@/pages/my/orders-page'), {
  namespaces: ['orders'],
});
const OrderPage = lazyPage(() => import('@/pages/my/order-page'));
const PurchasesPage = lazyPage(() => import('@/pages/my/purchases-page'));
const PurchasePage = lazyPage(() => import('@/pages/my/purchase-page'));

export const buyerRoutes = [
  route('/cart', CartPage, { guard: 'auth' }),
  route('/checkout', CheckoutPage, { guard: 'verified' }),
  route('/checkout/verify-identity', VerifyIdentityPage, { guard: 'unverified' }),
  route('/my/orders', OrdersPage, {
    guard: 'auth',
    prefetch: async (_, { queryClient, search, token }) => {
      if (token) await prefetchOrders(queryClient, token, readOrderFilter(search));
    },
  }),
  route('/my/orders/:orderId', OrderPage, {
    guard: 'auth',
    props: (params) => ({ orderId: params.orderId ?? '' }),
  }),
  route('/my/ecoupons', PurchasesPage, { guard: 'auth', props: () => ({ postType: 'COUPON' }) }),
  route('/my/ecoupons/:orderSeq', PurchasePage, {
    guard: 'auth',
    props: (params) => ({ postType: 'COUPON', orderSeq: params.orderSeq ?? '' }),
  }),
  route('/my/digital-codes', PurchasesPage, { guard: 'auth', props: () => ({ postType: 'CODE' }) }),
  route('/my/digital-codes/:orderSeq', PurchasePage, {
    guard: 'auth',
    props: (params) => ({ postType: 'CODE', orderSeq: params.orderSeq ?? '' }),
  }),
];

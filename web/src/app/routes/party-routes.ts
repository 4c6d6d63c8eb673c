/** Parties and chat (issue 10): the member's subscriptions and every chat of SPEC §2. */
import { lazyPage, route } from './route-types';

const SubscriptionsPage = lazyPage(() => import('@/pages/my/subscriptions-page'));
const SubscriptionPage = lazyPage(() => import('@/pages/my/subscription-page'));
const PurchaseChatPage = lazyPage(() => import('@/pages/my/purchase-chat-page'));
export const SellerChatsPage = lazyPage(() => import('@/pages/seller/chats-page'));
export const SellerChatRoomPage = lazyPage(() => import('@/pages/seller/chat-room-page'));

export const partyRoutes = [
  route('/my/subscriptions', SubscriptionsPage, { guard: 'auth' }),
  route('/my/subscriptions/:orderSeq', SubscriptionPage, {
    guard: 'auth',
    props: (params) => ({ orderSeq: params.orderSeq ?? '' }),
  }),
  route('/my/subscriptions/:orderSeq/chat', PurchaseChatPage, {
    guard: 'auth',
    props: (params) => ({
      postType: 'SUBSCRIPTION',
      orderSeq: params.orderSeq ?? '',
      group: false,
    }),
  }),
  route('/my/subscriptions/:orderSeq/group-chat', PurchaseChatPage, {
    guard: 'auth',
    props: (params) => ({ postType: 'SUBSCRIPTION', orderSeq: params.orderSeq ?? '', group: true }),
  }),
  route('/my/ecoupons/:orderSeq/chat', PurchaseChatPage, {
    guard: 'auth',
    props: (params) => ({ postType: 'COUPON', orderSeq: params.orderSeq ?? '', group: false }),
  }),
  route('/my/digital-codes/:orderSeq/chat', PurchaseChatPage, {
    guard: 'auth',
    props: (params) => ({ postType: 'CODE', orderSeq: params.orderSeq ?? '', group: false }),
  }),
];

/** Wire-shaped parties and chat for tests and stories of the parties and chat features. */
import type {
  ChatMessage,
  ChatRoom,
  PurchasedSubscriptionDetail,
  SubscriptionCancelPreview,
} from '@market/contract';
import { wireSubscriptionPost } from './catalogue-data';

export function wirePurchasedSubscription(
  overrides: Partial<PurchasedSubscriptionDetail> = {},
): PurchasedSubscriptionDetail {
  return {
    seq: 92,
    orderId: 'ORD-20261101-0001',
    price: 4900,
    status: 'PAID',
    purchasedAt: '2026-11-01 10:00:00',
    confirmAt: null,
    reviewed: false,
    refundStatus: null,
    refundRejectReason: null,
    post: wireSubscriptionPost({ seq: 24, memberCount: 2, memberLimit: 3, sharingType: 'INVITE' }),
    memberStatus: 'ACTIVE',
    accountInfo: 'invite link: https://example.com/join/abc',
    members: [{ seq: 31, nickname: '파티원', profileImageUrl: null }],
    pendingRequest: null,
    compensation: null,
    ...overrides,
  };
}

export function wireCancelPreview(
  overrides: Partial<SubscriptionCancelPreview> = {},
): SubscriptionCancelPreview {
  return {
    productId: 92,
    post: wireSubscriptionPost({ seq: 24 }),
    paidAmount: 4900,
    usedDays: 10,
    remainingDays: 80,
    refundAmount: 4356,
    cancellable: true,
    ...overrides,
  };
}

export function wireChatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 'm1',
    createdAt: '2026-11-20 10:00:00',
    images: [],
    message: '안녕하세요',
    messageType: 'TEXT',
    senderSeq: 31,
    ...overrides,
  };
}

/** `count` text messages, oldest first, alternating between the user (7) and member 31. */
export function wireChatHistory(count: number): ChatMessage[] {
  return Array.from({ length: count }, (_, index) =>
    wireChatMessage({
      id: `h${index + 1}`,
      createdAt: `2026-11-20 ${String(10 + Math.floor(index / 60)).padStart(2, '0')}:${String(index % 60).padStart(2, '0')}:00`,
      message: `메시지 ${index + 1}`,
      senderSeq: index % 2 === 0 ? 7 : 31,
    }),
  );
}

export function wireChatRoom(overrides: Partial<ChatRoom> = {}): ChatRoom {
  return {
    roomId: 'p-CODE-3-7',
    roomType: 'PERSONAL',
    type: 'CODE',
    typeSeq: 3,
    title: JSON.stringify({
      ko: '넷플릭스 기프트 코드',
      en: 'Netflix gift code',
      es: 'Código Netflix',
    }),
    members: [
      { seq: 7, nickname: '하늘', profileImageUrl: null },
      { seq: 31, nickname: '디지털마켓', profileImageUrl: null },
    ],
    lastMessage: wireChatMessage(),
    unreadCount: 2,
    closed: false,
    ...overrides,
  };
}

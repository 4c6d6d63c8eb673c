/**
 * Small wire-shaped values (typed by the contract, so they break when the contract changes) for
 * tests and stories that need a user or a notice without the whole fixture world.
 */
import type { Notice, User } from '@market/contract';

export function wireUser(overrides: Partial<User> = {}): User {
  return {
    seq: 7,
    email: 'buyer@example.com',
    nickname: '하늘',
    profileImageUrl: null,
    roles: ['MEMBER'],
    verified: true,
    phone: null,
    countries: ['KR'],
    newsletter: false,
    referralCode: 'SKY7',
    createdAt: '2024-03-01 10:00:00',
    ...overrides,
  };
}

export function wireNotice(overrides: Partial<Notice> = {}): Notice {
  return {
    seq: 12,
    title: JSON.stringify({
      ko: '설 연휴 고객센터 운영 시간 안내 및 배송 일정 변경 공지입니다',
      en: 'Customer support hours during the Lunar New Year holidays and delivery changes',
      es: 'Horario de atención durante el Año Nuevo Lunar y cambios en las entregas',
    }),
    body: JSON.stringify({ ko: '본문', en: 'Body', es: 'Cuerpo' }),
    pinned: true,
    createdAt: '2025-01-20 09:00:00',
    ...overrides,
  };
}

/**
 * Small wire-shaped values (typed by the contract, so they break when the contract changes) for
 * tests and stories that need a user or a notice without the whole fixture world, and the helpers
 * the other wire-data modules build with: texts in the three locales and the reference time.
 */
import type { Notice, User } from '@market/contract';
import { addDays, encodeLocalizedText, type Locale } from '@market/domain';

/** A text in each locale, as a test writes it. */
export type LocalizedText = Record<Locale, string>;

/** A text in the three locales as the wire carries it: JSON keyed by locale (SPEC §3). */
export const wireText = (text: LocalizedText): string => encodeLocalizedText(text);

/** A text numbered in each language, as the mock's records are: `Notice 3`. */
export const numberedText = (seq: number, ko: string, en: string, es: string): string =>
  wireText({ ko: `${ko} ${seq}`, en: `${en} ${seq}`, es: `${es} ${seq}` });

/** The seeded world's reference day (its clock starts at midnight, Seoul). */
const REFERENCE_DAY = '2026-11-01';

/** The reference day moved by `days`, `yyyy-MM-dd`. */
export const referenceDay = (days: number): string => addDays(REFERENCE_DAY, days);

/** The wire's date-time (Seoul) of `time` (`HH:mm:ss`) on the reference day moved by `days`. */
export const referenceTime = (days: number, time = '00:00:00'): string =>
  `${referenceDay(days)} ${time}`;

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

/**
 * Catalogue values on the wire (contract types), for the catalogue, home and search tests and
 * stories, as the API answers them. A value is numbered 1 unless a test says otherwise.
 *
 * Dates default to days around today (not the world's fixed reference time), so that a post that is
 * meant to be on sale stays on sale whenever the tests run; pass dates to pin a state.
 */
import type {
  Banner,
  Category,
  CodePost,
  CodePostDetail,
  CouponPost,
  CouponPostDetail,
  Pagination,
  Popup,
  PostViewerState,
  SellerProfile,
  SellerSummary,
  SubscriptionPost,
  SubscriptionPostDetail,
} from '@market/contract';
import { addDays, toDateString, toDateTimeString } from '@market/domain';
import { type LocalizedText, numberedText, referenceTime, wireText } from './wire-data';

const DAY_MS = 86_400_000;

/** Today in Seoul, `yyyy-MM-dd`, moved by `days`. */
export const dayFromToday = (days: number) => addDays(toDateString(new Date()), days);

export const cafeCategory: LocalizedText = { ko: '카페', en: 'Cafés', es: 'Cafeterías' };
export const videoCategory: LocalizedText = { ko: '영상', en: 'Video', es: 'Vídeo' };

export function wireSeller(overrides: Partial<SellerSummary> = {}): SellerSummary {
  return { seq: 3, nickname: '디지털마켓', profileImageUrl: null, ...overrides };
}

export function wireSellerProfile(overrides: Partial<SellerProfile> = {}): SellerProfile {
  return {
    ...wireSeller(),
    intro: '안녕하세요, 빠르게 답변드립니다.',
    sellerSince: referenceTime(-358),
    subscriptionPostCount: 14,
    couponPostCount: 18,
    codePostCount: 15,
    positiveReviewCount: 8,
    negativeReviewCount: 2,
    ...overrides,
  };
}

/** What every post type shows the same way: seller 3's post in category 1, never picked. */
const postBase = {
  seq: 1,
  categorySeq: 1,
  thumbnailUrl: null,
  picked: false,
  boostedAt: null,
} as const;

export function wireSubscriptionPost(overrides: Partial<SubscriptionPost> = {}): SubscriptionPost {
  const startsAt = dayFromToday(-1);
  return {
    ...postBase,
    title: wireText({
      ko: '넷플릭스 프리미엄 파티원 모집',
      en: 'Netflix Premium party: seats open',
      es: 'Grupo de Netflix Premium: plazas libres',
    }),
    content: '결제 확인 후 채팅으로 안내드려요.',
    category1: wireText(videoCategory),
    price: 5_700,
    seller: wireSeller(),
    createdAt: toDateTimeString(new Date(Date.now() - 2 * DAY_MS)),
    type: 'SUBSCRIPTION',
    sharingType: 'SHARE',
    memberCount: 1,
    memberLimit: 3,
    subscriptionStartsAt: startsAt,
    subscriptionEndsAt: addDays(startsAt, 89),
    status: 'SUB_ON_SALE',
    productId: 'netflix-premium',
    renewedPostSeq: null,
    ...overrides,
  };
}

/** An e-coupon's or a gift code's fields, on sale for 60 more days. */
function productBase() {
  return {
    ...postBase,
    content: '미사용 상품입니다.',
    category3: null,
    seller: wireSeller(),
    createdAt: referenceTime(-2),
    status: 'ON_SALE',
    expiresAt: dayFromToday(60),
  } as const;
}

export function wireCouponPost(overrides: Partial<CouponPost> = {}): CouponPost {
  return {
    ...productBase(),
    title: wireText({
      ko: '스타벅스 카페 아메리카노 T',
      en: 'Starbucks Caffè Americano (Tall)',
      es: 'Starbucks Café Americano (Tall)',
    }),
    category1: wireText(cafeCategory),
    category2: wireText({ ko: '스타벅스', en: 'Starbucks', es: 'Starbucks' }),
    price: 4_100,
    faceValue: 4_700,
    type: 'COUPON',
    ...overrides,
  };
}

export function wireCodePost(overrides: Partial<CodePost> = {}): CodePost {
  return {
    ...productBase(),
    title: wireText({
      ko: '구글플레이 기프트코드 1만원',
      en: 'Google Play gift code ₩10,000',
      es: 'Código de regalo Google Play 10.000 ₩',
    }),
    category1: wireText({ ko: '게임', en: 'Games', es: 'Juegos' }),
    category2: wireText({ ko: '구글플레이', en: 'Google Play', es: 'Google Play' }),
    price: 9_200,
    faceValue: 10_000,
    type: 'CODE',
    ...overrides,
  };
}

const detail = (viewer: PostViewerState | null) => ({ seller: wireSellerProfile(), viewer });

export function wireSubscriptionDetail(
  overrides: Partial<SubscriptionPostDetail> = {},
): SubscriptionPostDetail {
  return { ...wireSubscriptionPost(), ...detail(null), ...overrides };
}

export function wireCouponDetail(overrides: Partial<CouponPostDetail> = {}): CouponPostDetail {
  return { ...wireCouponPost(), ...detail(null), ...overrides };
}

export function wireCodeDetail(overrides: Partial<CodePostDetail> = {}): CodePostDetail {
  return { ...wireCodePost(), ...detail(null), ...overrides };
}

/** A signed-in viewer with nothing to do with the post yet. */
export function wireViewer(overrides: Partial<PostViewerState> = {}): PostViewerState {
  return { own: false, inCart: false, purchased: false, blocked: false, ...overrides };
}

/** A top-level e-coupon category named `Category <seq>`, or `label`. */
export function wireCategory(overrides: Partial<Category> & { label?: LocalizedText } = {}) {
  const { label, ...rest } = overrides;
  const seq = rest.seq ?? 1;
  const category: Category = {
    seq,
    postType: 'COUPON',
    name: label ? wireText(label) : numberedText(seq, '카테고리', 'Category', 'Categoría'),
    parentSeq: null,
    depth: 1,
    ...rest,
  };
  return category;
}

export function wireBanner(overrides: Partial<Banner> = {}): Banner {
  return {
    seq: 1,
    title: numberedText(1, '배너', 'Banner', 'Banner'),
    imageUrl: '/mock-images/banners/banner-1.png',
    linkUrl: '/',
    ...overrides,
  };
}

export function wirePopup(overrides: Partial<Popup> = {}): Popup {
  return {
    seq: 1,
    title: numberedText(1, '배너', 'Banner', 'Banner'),
    body: wireText({
      ko: '이번 주 정기 점검이 있습니다.',
      en: 'Scheduled maintenance this week.',
      es: 'Mantenimiento programado esta semana.',
    }),
    imageUrl: null,
    linkUrl: '/notices',
    startsAt: toDateTimeString(new Date(Date.now() - DAY_MS)),
    endsAt: toDateTimeString(new Date(Date.now() + 7 * DAY_MS)),
    ...overrides,
  };
}

/** The envelope's pagination of one page of `totalCount` items. */
export function wirePagination(currentPage: number, totalCount: number, pageSize = 20): Pagination {
  const totalPage = Math.ceil(totalCount / pageSize);
  return {
    currentPage,
    pageSize,
    totalCount,
    totalPage,
    nextPage: currentPage < totalPage ? currentPage + 1 : null,
  };
}

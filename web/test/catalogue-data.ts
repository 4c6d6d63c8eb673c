/**
 * Catalogue values on the wire (contract types) built from the world's factories, for the
 * catalogue, home and search tests and stories. The world holds records (epoch times, localized
 * objects); these helpers turn them into what the API answers, as the mock server's mappers do.
 * Each record is built in a world of its own, so a value is numbered 1 unless a test says otherwise.
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
import { addDays, encodeLocalizedText, toDateString, toDateTimeString } from '@market/domain';
import {
  buildBanner,
  buildCategory,
  buildCodePost,
  buildCouponPost,
  buildPopup,
  buildSeller,
  buildSubscriptionPost,
  makeWorld,
  type LocalizedText,
} from '@market/world';

const wireText = (text: LocalizedText) => encodeLocalizedText(text);
const wireTime = (epochMs: number) => toDateTimeString(new Date(epochMs));

/** Today in Seoul, `yyyy-MM-dd`, moved by `days`. */
export const dayFromToday = (days: number) => addDays(toDateString(new Date()), days);

export const cafeCategory: LocalizedText = { ko: '카페', en: 'Cafés', es: 'Cafeterías' };
export const videoCategory: LocalizedText = { ko: '영상', en: 'Video', es: 'Vídeo' };

export function wireSeller(overrides: Partial<SellerSummary> = {}): SellerSummary {
  const seller = buildSeller(makeWorld(), { seq: 3, nickname: '디지털마켓' });
  return {
    seq: seller.seq,
    nickname: seller.nickname,
    profileImageUrl: seller.profileImageUrl,
    ...overrides,
  };
}

export function wireSellerProfile(overrides: Partial<SellerProfile> = {}): SellerProfile {
  const seller = buildSeller(makeWorld(), { seq: 3, nickname: '디지털마켓' });
  return {
    ...wireSeller(),
    intro: seller.sellerIntro,
    sellerSince: wireTime(seller.sellerSince ?? seller.createdAt),
    subscriptionPostCount: 14,
    couponPostCount: 18,
    codePostCount: 15,
    positiveReviewCount: 8,
    negativeReviewCount: 2,
    ...overrides,
  };
}

export function wireSubscriptionPost(overrides: Partial<SubscriptionPost> = {}): SubscriptionPost {
  const startsAt = dayFromToday(-1);
  const record = buildSubscriptionPost(makeWorld(), {
    subscriptionStartsAt: startsAt,
    subscriptionEndsAt: addDays(startsAt, 89),
    createdAt: Date.now() - 2 * 86_400_000,
  });
  return {
    seq: record.seq,
    title: wireText(record.title),
    content: record.content,
    categorySeq: record.categorySeq,
    category1: wireText(videoCategory),
    price: record.price,
    thumbnailUrl: record.thumbnailUrl,
    seller: wireSeller(),
    picked: record.picked,
    boostedAt: null,
    createdAt: wireTime(record.createdAt),
    type: 'SUBSCRIPTION',
    sharingType: record.sharingType,
    memberCount: 1,
    memberLimit: record.memberLimit,
    subscriptionStartsAt: record.subscriptionStartsAt,
    subscriptionEndsAt: record.subscriptionEndsAt,
    status: record.status,
    productId: record.productId,
    renewedPostSeq: record.renewedPostSeq,
    ...overrides,
  };
}

function productBase(record: ReturnType<typeof buildCouponPost>) {
  return {
    seq: record.seq,
    title: wireText(record.title),
    content: record.content,
    categorySeq: record.categorySeq,
    category1: wireText(cafeCategory),
    category2: wireText({ ko: '스타벅스', en: 'Starbucks', es: 'Starbucks' }),
    category3: null,
    price: record.price,
    thumbnailUrl: record.thumbnailUrl,
    seller: wireSeller(),
    picked: record.picked,
    boostedAt: null,
    createdAt: wireTime(record.createdAt),
    status: record.status,
    expiresAt: dayFromToday(60),
    faceValue: record.faceValue,
  };
}

export function wireCouponPost(overrides: Partial<CouponPost> = {}): CouponPost {
  return { ...productBase(buildCouponPost(makeWorld())), type: 'COUPON', ...overrides };
}

export function wireCodePost(overrides: Partial<CodePost> = {}): CodePost {
  return {
    ...productBase(buildCodePost(makeWorld())),
    category1: wireText({ ko: '게임', en: 'Games', es: 'Juegos' }),
    category2: wireText({ ko: '구글플레이', en: 'Google Play', es: 'Google Play' }),
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

export function wireCategory(overrides: Partial<Category> & { label?: LocalizedText } = {}) {
  const { label, ...rest } = overrides;
  const record = buildCategory(makeWorld(), rest.seq === undefined ? {} : { seq: rest.seq });
  const category: Category = {
    seq: record.seq,
    postType: record.postType,
    name: wireText(label ?? record.name),
    parentSeq: record.parentSeq,
    depth: record.depth as Category['depth'],
    ...rest,
  };
  return category;
}

export function wireBanner(overrides: Partial<Banner> = {}): Banner {
  const record = buildBanner(makeWorld());
  return {
    seq: record.seq,
    title: wireText(record.title),
    imageUrl: record.imageUrl,
    linkUrl: record.linkUrl,
    ...overrides,
  };
}

export function wirePopup(overrides: Partial<Popup> = {}): Popup {
  const record = buildPopup(makeWorld());
  return {
    seq: record.seq,
    title: wireText(record.title),
    body: wireText({
      ko: '이번 주 정기 점검이 있습니다.',
      en: 'Scheduled maintenance this week.',
      es: 'Mantenimiento programado esta semana.',
    }),
    imageUrl: null,
    linkUrl: '/notices',
    startsAt: toDateTimeString(new Date(Date.now() - 86_400_000)),
    endsAt: toDateTimeString(new Date(Date.now() + 7 * 86_400_000)),
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

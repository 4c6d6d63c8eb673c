/**
 * Numeric bounds of the validation rules. SPEC §5 fixes only the reason limit (1 to 100); the rest
 * are chosen here and documented in docs/decisions/002-domain-rules-and-bounds.md.
 */
import { WITHDRAWAL_MAX_KRW } from '../constants';
import { isOneOf } from '../vocabulary-first-load';

/**
 * The largest id (`seq`) of any record: the largest whole number a JSON number carries exactly, so
 * that every client reads the id it was sent.
 */
export const SEQ_MAX = Number.MAX_SAFE_INTEGER;

export const REASON_MIN_LENGTH = 1;
export const REASON_MAX_LENGTH = 100;
/** Rows of the block-reason textarea (SPEC §5). */
export const BLOCK_REASON_MIN_ROWS = 3;
export const BLOCK_REASON_MAX_ROWS = 10;

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
export const NICKNAME_MIN_LENGTH = 2;
export const NICKNAME_MAX_LENGTH = 20;
export const NAME_MAX_LENGTH = 50;
export const PHONE_PATTERN = /^\+?[0-9-]{8,20}$/;
/** The longest text PHONE_PATTERN takes. */
export const PHONE_MAX_LENGTH = 21;
export const PIN_LENGTH = 6;
export const VERIFICATION_CODE_LENGTH = 6;
export const TITLE_MAX_LENGTH = 100;
export const BODY_MAX_LENGTH = 2000;
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
export const PRICE_MIN = 100;
export const PRICE_MAX = 10_000_000;
export const MAX_COUNTRIES = 5;
export const MEMBER_LIMIT_MIN = 1;
export const MEMBER_LIMIT_MAX = 10;
export const ACCOUNT_INFO_MAX_LENGTH = 500;
export const CODE_VALUE_MAX_LENGTH = 200;
export const REVIEW_MAX_LENGTH = 500;
export const COMMENT_MAX_LENGTH = 500;
export const SEARCH_KEYWORD_MAX_LENGTH = 50;
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Images on one post (assumed, decision 019: SPEC gives no number; 5 is among §9's unlabelled ones). */
export const POST_IMAGES_MAX = 5;
/** A bank account number as Korean banks print it: digits and dashes. */
export const ACCOUNT_NUMBER_PATTERN = /^[0-9-]{6,30}$/;
export const ACCOUNT_NUMBER_MAX_LENGTH = 30;
export const BANK_NAME_MAX_LENGTH = 50;
/** A referral code as carried by /create-account?referrer=… */
export const REFERRAL_CODE_MAX_LENGTH = 32;

/*
 * Maximum lengths of the texts a client sends that SPEC §5 gives no rule for (assumed, decision
 * 029): each far above any real value, so that none is refused, and far below a body's 1 MiB, so
 * that a megabyte of text is refused by name before a handler reads it.
 */
/** `yyyy-MM-dd`. */
export const DATE_TEXT_LENGTH = 10;
/** An address the server handed out (uploaded images) or a link: browsers' practical limit. */
export const URL_MAX_LENGTH = 2048;
/** The authorisation code Naver or Kakao hands back (theirs are under 100 characters). */
export const SNS_CODE_MAX_LENGTH = 512;
/** The opaque code of a password reset link. */
export const RESET_CODE_MAX_LENGTH = 256;
/** A promotion code as printed on a voucher. */
export const PROMOTION_CODE_MAX_LENGTH = 50;
/** The identity provider's encrypted claims (enc_data): a few hundred bytes of base64 in practice. */
export const IDENTITY_ENC_DATA_MAX_LENGTH = 8192;
/** The provider's signature of them (integrity_value) and the check's id (token_version_id). */
export const IDENTITY_INTEGRITY_VALUE_MAX_LENGTH = 512;
export const IDENTITY_TOKEN_VERSION_ID_MAX_LENGTH = 128;
/** The subscribed service's product id of a party. */
export const PRODUCT_ID_MAX_LENGTH = 100;
/** An uploaded file's name (most file systems' limit). */
export const FILE_NAME_MAX_LENGTH = 255;
/** Base64 text of an image of IMAGE_MAX_BYTES. */
export const IMAGE_BASE64_MAX_LENGTH = Math.ceil(IMAGE_MAX_BYTES / 3) * 4;
/** Opaque ids in paths: orders and chat rooms. */
export const ORDER_ID_MAX_LENGTH = 40;
export const ROOM_ID_MAX_LENGTH = 64;
/** Checkout's Idempotency-Key header (decision 016), as Stripe's. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

// Money. Every amount is whole won (or points) and never above MONEY_MAX: past
// Number.MAX_SAFE_INTEGER a number can no longer hold every whole won, and sums silently lose them.
export const MONEY_MAX = Number.MAX_SAFE_INTEGER;
/** One e-money top-up by bank transfer, in won (SPEC §9 sets none; see decision 030). */
export const TOP_UP_MIN_KRW = 1_000;
/** The same ceiling as one withdrawal, so one message states the most that moves at once. */
export const TOP_UP_MAX_KRW = WITHDRAWAL_MAX_KRW;
/** Promotion-item units one purchase takes: a guard against a typo of a few zeros. */
export const PROMOTION_UNITS_MAX = 1_000;

/** Whether a file name or an address's path ends in one of IMAGE_EXTENSIONS, in any case. */
export function hasImageExtension(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return dot >= 0 && isOneOf(IMAGE_EXTENSIONS, name.slice(dot + 1).toLowerCase());
}

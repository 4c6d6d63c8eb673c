/**
 * Numeric bounds of the validation rules. SPEC §5 fixes only the reason limit (1 to 100); the rest
 * are chosen here and documented in docs/decisions/002-domain-rules-and-bounds.md.
 */
import { WITHDRAWAL_MAX_KRW } from '../constants';

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
export const BANK_NAME_MAX_LENGTH = 50;
/** A referral code as carried by /create-account?referrer=… */
export const REFERRAL_CODE_MAX_LENGTH = 32;
/** An ISO 3166-1 alpha-2 country code. */
export const COUNTRY_CODE_PATTERN = /^[A-Za-z]{2}$/;

// Money. Every amount is whole won (or points) and never above MONEY_MAX: past
// Number.MAX_SAFE_INTEGER a number can no longer hold every whole won, and sums silently lose them.
export const MONEY_MAX = Number.MAX_SAFE_INTEGER;
/** One e-money top-up by bank transfer, in won (SPEC §9 sets none; see decision 030). */
export const TOP_UP_MIN_KRW = 1_000;
/** The same ceiling as one withdrawal, so one message states the most that moves at once. */
export const TOP_UP_MAX_KRW = WITHDRAWAL_MAX_KRW;
/** Promotion-item units one purchase takes: a guard against a typo of a few zeros. */
export const PROMOTION_UNITS_MAX = 1_000;

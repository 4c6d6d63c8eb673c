/**
 * The business constants of SPEC §9, each under a name that says what it limits. Where §9 gives a
 * number without saying what it is for, the interpretation is recorded in
 * docs/decisions/002-domain-rules-and-bounds.md. The reason maximum of §9 is `REASON_MAX_LENGTH` in
 * validation/bounds.ts, beside the other form bounds.
 */
import type { WithdrawalMethod } from './vocabulary';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

// Session
/** A token stored with the stay-logged-in option is kept this many days; without it, no expiry. */
export const TOKEN_LIFETIME_DAYS = 90;

// Client data cache (the unlabelled 600 of §9 is this lifetime in seconds)
/** How long results of private (signed-in) queries stay in memory once unused. */
export const PRIVATE_QUERY_CACHE_TIME_MS = 10 * MINUTE_MS;
/** How long any query result counts as fresh before it is fetched again. */
export const DEFAULT_STALE_TIME_MS = 3 * MINUTE_MS;
/** Failed queries are not retried: the failure toast shows at once. */
export const QUERY_RETRY_COUNT = 0;

// Feedback
/** How long a toast (success or failure) stays on screen. */
export const TOAST_DURATION_MS = 3200;

// Withdrawal (cash-out of e-money)
/** Withdrawals a member may make per Seoul calendar day. */
export const WITHDRAWALS_PER_DAY = 1;
/** Largest single withdrawal, in won. */
export const WITHDRAWAL_MAX_KRW = 5_000_000;
/** Fee kept from each withdrawal, in percent of the amount (the unlabelled 0.1 of §9 as a rate). */
export const WITHDRAWAL_FEE_PERCENT = 10;
export const WITHDRAWAL_FEE_RATE = WITHDRAWAL_FEE_PERCENT / 100;
/** The payout reaches the member within this many business days. */
export const WITHDRAWAL_PAYOUT_BUSINESS_DAYS = 3;
/** Transfer charge shown per payout method on top of the percentage fee: none for either (§9). */
export const WITHDRAWAL_METHOD_FEE_KRW = {
  BANK_TRANSFER: 0,
  PAYPAL: 0,
} as const satisfies Record<WithdrawalMethod, number>;

// Promotion items (seller perks PICK and UP)
/** Price of one unit of a promotion item, in cash (e-money won), before bulk discounts. */
export const PROMOTION_ITEM_UNIT_PRICE = 500;

// Orders and retention
/** A paid purchase confirms itself this many days after payment. */
export const AUTO_CONFIRM_DAYS = 3;
/** A subscription is expiring (extendable) from this many days before it ends. */
export const EXPIRING_THRESHOLD_DAYS = 30;
/** "Related recent orders" cover this many days back from now. */
export const RELATED_RECENT_ORDERS_DAYS = 30;
/** Order records are kept this many years after the member leaves. */
export const ORDER_DATA_RETENTION_YEARS = 5;
/** Personal data is kept this many months after the member leaves. */
export const PERSONAL_DATA_RETENTION_MONTHS = 6;

// Referral
/** Points given to the referrer and, separately, to the new member. */
export const REFERRAL_REWARD_POINTS = 1000;

// Display limits
/** The cart badge shows `99+` from this count on. */
export const CART_BADGE_CAP = 99;
/** The latest notice in the top bar is cut to this many characters. */
export const NOTICE_TITLE_MAX_LENGTH = 30;
/** Points and e-money history list this many entries a page. */
export const HISTORY_PAGE_SIZE = 10;
/** Recent search keywords kept in local storage (§9 sets no number; 10 is our choice). */
export const SEARCH_HISTORY_MAX = 10;

// Currency
/** USD amounts are shown with this many decimals, converted with the server's rate. */
export const USD_DECIMALS = 2;

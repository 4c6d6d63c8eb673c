/**
 * Values interpolated into the `validation` messages, taken from domain's bounds so that a message
 * can never state a limit other than the one the schema checks.
 */
import {
  ACCOUNT_INFO_MAX_LENGTH,
  BANK_NAME_MAX_LENGTH,
  BODY_MAX_LENGTH,
  CODE_VALUE_MAX_LENGTH,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  POST_IMAGES_MAX,
  MAX_COUNTRIES,
  MEMBER_LIMIT_MAX,
  MEMBER_LIMIT_MIN,
  NAME_MAX_LENGTH,
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PIN_LENGTH,
  PRICE_MAX,
  PROMOTION_UNITS_MAX,
  TOP_UP_MIN_KRW,
  PRICE_MIN,
  REASON_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  VERIFICATION_CODE_LENGTH,
  WITHDRAWAL_MAX_KRW,
} from '@market/domain';
import type { TFunction } from 'i18next';
import type { Namespace } from '@/locales/resources';
import { translateMessageKey } from '@/lib/i18n/i18n';

export const validationParams = {
  passwordMin: PASSWORD_MIN_LENGTH,
  passwordMax: PASSWORD_MAX_LENGTH,
  nicknameMin: NICKNAME_MIN_LENGTH,
  nicknameMax: NICKNAME_MAX_LENGTH,
  reasonMax: REASON_MAX_LENGTH,
  nameMax: NAME_MAX_LENGTH,
  pinLength: PIN_LENGTH,
  verificationCodeLength: VERIFICATION_CODE_LENGTH,
  titleMax: TITLE_MAX_LENGTH,
  bodyMax: BODY_MAX_LENGTH,
  priceMin: PRICE_MIN,
  priceMax: PRICE_MAX,
  maxCountries: MAX_COUNTRIES,
  memberLimitMin: MEMBER_LIMIT_MIN,
  memberLimitMax: MEMBER_LIMIT_MAX,
  accountInfoMax: ACCOUNT_INFO_MAX_LENGTH,
  codeMax: CODE_VALUE_MAX_LENGTH,
  imageTypes: IMAGE_EXTENSIONS.join(', '),
  imageMaxMb: IMAGE_MAX_BYTES / (1024 * 1024),
  imagesMax: POST_IMAGES_MAX,
  amountMin: TOP_UP_MIN_KRW,
  amountMax: WITHDRAWAL_MAX_KRW,
  unitsMax: PROMOTION_UNITS_MAX,
  bankMax: BANK_NAME_MAX_LENGTH,
} as const;

/**
 * A validation message key (`validation.email.required`) as text in the current language. Any
 * namespace's `t` will do: the key names its own namespace.
 */
export function translateValidationMessage<Ns extends Namespace>(
  t: TFunction<Ns>,
  key: string,
): string {
  return translateMessageKey(t, key, validationParams);
}

/**
 * Field schemas shared by the contract (request bodies) and the web forms (react-hook-form with a
 * zod resolver). Every message is an i18n key under `validation.*` (listed in messages.ts), never
 * display text: each schema sets a key for every way it can fail, including a wrong type.
 */
import { z } from 'zod';
import { countryCodeField } from '../countries';
import { isDateString, isPastDate } from '../dates';
import {
  ContactType,
  InquiryCategory,
  PriceBaseDuration,
  Responsibility,
  SharingType,
  WithdrawalMethod,
} from '../schemas';
import { WITHDRAWAL_MAX_KRW } from '../constants';
import { DATE_PATTERN } from '../date-patterns';
import * as b from './bounds';
import type { ValidationMessageKey } from './messages';

const required = (key: ValidationMessageKey) =>
  z.string({ required_error: key, invalid_type_error: key });

const requiredNumber = (key: ValidationMessageKey) =>
  z.number({ required_error: key, invalid_type_error: key });

/** One key for any failure of an enum: missing, wrong type or a value it does not have. */
const requiredEnum = <T extends [string, ...string[]]>(
  schema: z.ZodEnum<T>,
  key: ValidationMessageKey,
) => z.enum(schema.options, { errorMap: () => ({ message: key }) });

export const emailField = required('validation.email.required')
  .trim()
  .min(1, 'validation.email.required')
  .max(b.EMAIL_MAX_LENGTH, 'validation.email.invalid')
  .email('validation.email.invalid');

export const passwordField = required('validation.password.required')
  .min(1, 'validation.password.required')
  .min(b.PASSWORD_MIN_LENGTH, 'validation.password.tooShort')
  .max(b.PASSWORD_MAX_LENGTH, 'validation.password.tooLong');

/**
 * A password the user types to prove who they are (login, current password): only required, so
 * that a password set under older length rules still gets through to the server.
 */
export const currentPasswordField = required('validation.password.required')
  .min(1, 'validation.password.required')
  .max(b.PASSWORD_MAX_LENGTH, 'validation.password.tooLong');

export const nicknameField = required('validation.nickname.required')
  .trim()
  .min(1, 'validation.nickname.required')
  .min(b.NICKNAME_MIN_LENGTH, 'validation.nickname.tooShort')
  .max(b.NICKNAME_MAX_LENGTH, 'validation.nickname.tooLong');

/** Block, refund and cancel reasons: trimmed, 1 to 100 characters (SPEC §5). */
export const reasonField = required('validation.reason.required')
  .trim()
  .min(b.REASON_MIN_LENGTH, 'validation.reason.required')
  .max(b.REASON_MAX_LENGTH, 'validation.reason.tooLong');

export const nameField = required('validation.name.required')
  .trim()
  .min(1, 'validation.name.required')
  .max(b.NAME_MAX_LENGTH, 'validation.name.tooLong');

export const phoneField = required('validation.phone.required')
  .trim()
  .min(1, 'validation.phone.required')
  .max(b.PHONE_MAX_LENGTH, 'validation.phone.invalid')
  .regex(b.PHONE_PATTERN, 'validation.phone.invalid');

export const cellPhoneField = required('validation.cellPhone.required')
  .trim()
  .min(1, 'validation.cellPhone.required')
  .max(b.PHONE_MAX_LENGTH, 'validation.cellPhone.invalid')
  .regex(b.PHONE_PATTERN, 'validation.cellPhone.invalid');

export const pinField = required('validation.pin.required')
  .min(1, 'validation.pin.required')
  .max(b.PIN_LENGTH, 'validation.pin.invalid')
  .regex(new RegExp(`^\\d{${b.PIN_LENGTH}}$`), 'validation.pin.invalid');

export const verificationCodeField = required('validation.verificationCode.required')
  .trim()
  .min(1, 'validation.verificationCode.required')
  .max(b.VERIFICATION_CODE_LENGTH, 'validation.verificationCode.invalid')
  .regex(new RegExp(`^\\d{${b.VERIFICATION_CODE_LENGTH}}$`), 'validation.verificationCode.invalid');

export const titleField = required('validation.title.required')
  .trim()
  .min(1, 'validation.title.required')
  .max(b.TITLE_MAX_LENGTH, 'validation.title.tooLong');

export const bodyField = required('validation.body.required')
  .trim()
  .min(1, 'validation.body.required')
  .max(b.BODY_MAX_LENGTH, 'validation.body.tooLong');

/** A description that may be left empty. */
export const optionalBodyField = required('validation.body.required')
  .trim()
  .max(b.BODY_MAX_LENGTH, 'validation.body.tooLong')
  .optional();

export const priceField = requiredNumber('validation.price.required')
  .int('validation.price.invalid')
  .min(b.PRICE_MIN, 'validation.price.tooLow')
  .max(b.PRICE_MAX, 'validation.price.tooHigh');

/** A `yyyy-MM-dd` date; whether it may be past is checked by `notPastDate` with the clock. */
export const dateField = required('validation.date.required')
  .min(1, 'validation.date.required')
  .max(b.DATE_TEXT_LENGTH, 'validation.date.format')
  .regex(DATE_PATTERN, 'validation.date.format');

/** A `yyyy-MM-dd` date that exists on the calendar (the pattern alone lets 2026-02-31 through). */
export const calendarDateField = dateField.refine(
  (value) => !DATE_PATTERN.test(value) || isDateString(value),
  'validation.date.format',
);

/**
 * A calendar date that is today or later in Seoul (SPEC §5: a past date is rejected). A factory,
 * because a schema cannot read the clock: the caller passes `now`.
 */
export const notPastDate = (now: Date) =>
  calendarDateField.refine(
    (value) => !isDateString(value) || !isPastDate(value, now),
    'validation.date.past',
  );

export const countriesField = z
  .array(countryCodeField, {
    required_error: 'validation.country.required',
    invalid_type_error: 'validation.country.required',
  })
  .min(1, 'validation.country.required')
  .max(b.MAX_COUNTRIES, 'validation.country.tooMany');

/**
 * The countries a post is offered in (decision 019): none means everywhere, at most MAX_COUNTRIES.
 */
export const postCountriesField = z
  .array(countryCodeField, { invalid_type_error: 'validation.country.invalid' })
  .max(b.MAX_COUNTRIES, 'validation.country.tooMany')
  .default([]);

/** An address the upload route answered (POST /api/upload/image). */
export const imageUrlField = required('validation.image.type')
  .max(b.URL_MAX_LENGTH, 'validation.image.type')
  .url('validation.image.type');

/** A post's uploaded images (addresses the upload route answered), at most POST_IMAGES_MAX. */
export const postImagesField = z
  .array(imageUrlField, {
    invalid_type_error: 'validation.image.type',
  })
  .max(b.POST_IMAGES_MAX, 'validation.image.tooMany')
  .default([]);

export const accountInfoField = required('validation.accountInfo.required')
  .trim()
  .min(1, 'validation.accountInfo.required')
  .max(b.ACCOUNT_INFO_MAX_LENGTH, 'validation.accountInfo.tooLong');

export const imageFileNameField = required('validation.image.type')
  .max(b.FILE_NAME_MAX_LENGTH, 'validation.image.type')
  .regex(new RegExp(`\\.(${b.IMAGE_EXTENSIONS.join('|')})$`, 'i'), 'validation.image.type');

/** The leaf category a post or inquiry is filed under. */
export const categorySeqField = requiredNumber('validation.category.required')
  .int('validation.category.required')
  .positive('validation.category.required')
  .max(b.SEQ_MAX, 'validation.category.required');

/** The subscribed service's product a party shares. */
export const productIdField = required('validation.product.required')
  .trim()
  .min(1, 'validation.product.required')
  .max(b.PRODUCT_ID_MAX_LENGTH, 'validation.product.required');

export const priceBaseDurationField = requiredEnum(
  PriceBaseDuration,
  'validation.priceBaseDuration.required',
);

export const memberLimitField = requiredNumber('validation.memberLimit.required')
  .int('validation.memberLimit.invalid')
  .min(b.MEMBER_LIMIT_MIN, 'validation.memberLimit.tooLow')
  .max(b.MEMBER_LIMIT_MAX, 'validation.memberLimit.tooHigh');

export const sharingTypeField = requiredEnum(SharingType, 'validation.sharingType.required');

/** The coupon number or digital code a buyer receives. */
export const codeValueField = required('validation.code.required')
  .trim()
  .min(1, 'validation.code.required')
  .max(b.CODE_VALUE_MAX_LENGTH, 'validation.code.tooLong');

export const responsibilityField = requiredEnum(
  Responsibility,
  'validation.responsibility.required',
);

export const inquiryCategoryField = requiredEnum(InquiryCategory, 'validation.category.required');

export const contactTypeField = requiredEnum(ContactType, 'validation.contactType.required');

/** Where an inquiry's answer goes: an e-mail address or a phone number, per the contact type. */
export const emailOrPhoneField = required('validation.emailOrPhone.required')
  .trim()
  .min(1, 'validation.emailOrPhone.required')
  .max(b.EMAIL_MAX_LENGTH, 'validation.email.invalid');

export const withdrawalMethodField = requiredEnum(
  WithdrawalMethod,
  'validation.paymentMethod.required',
);

/** A top-up amount in whole won, within the top-up bounds. */
export const topUpAmountField = requiredNumber('validation.amount.required')
  .int('validation.amount.invalid')
  .min(b.TOP_UP_MIN_KRW, 'validation.amount.tooLow')
  .max(b.TOP_UP_MAX_KRW, 'validation.amount.tooHigh');

/** Units of a promotion item bought at once. */
export const promotionUnitsField = requiredNumber('validation.units.invalid')
  .int('validation.units.invalid')
  .min(1, 'validation.units.invalid')
  .max(b.PROMOTION_UNITS_MAX, 'validation.units.invalid');

/** A withdrawal amount in whole won, up to the per-withdrawal maximum. */
export const withdrawalAmountField = requiredNumber('validation.amount.required')
  .int('validation.amount.invalid')
  .positive('validation.amount.invalid')
  .max(WITHDRAWAL_MAX_KRW, 'validation.amount.tooHigh');

export const bankNameField = required('validation.bank.required')
  .trim()
  .min(1, 'validation.bank.required')
  .max(b.BANK_NAME_MAX_LENGTH, 'validation.bank.tooLong');

export const accountNumberField = required('validation.accountNumber.required')
  .trim()
  .min(1, 'validation.accountNumber.required')
  .max(b.ACCOUNT_NUMBER_MAX_LENGTH, 'validation.accountNumber.invalid')
  .regex(b.ACCOUNT_NUMBER_PATTERN, 'validation.accountNumber.invalid');

/** A consent box that must be ticked (SPEC §5). */
export const agreementField = z
  .boolean({
    required_error: 'validation.agreement.required',
    invalid_type_error: 'validation.agreement.required',
  })
  .refine((agreed) => agreed, 'validation.agreement.required');

/** An optional referral code; blank means none. */
export const referrerCodeField = required('validation.referrer.invalid')
  .trim()
  .max(b.REFERRAL_CODE_MAX_LENGTH, 'validation.referrer.invalid')
  .optional()
  .transform((code) => code || undefined);

/** Another member, by seq (block a member). */
export const userSeqField = requiredNumber('validation.user.required')
  .int('validation.user.required')
  .positive('validation.user.required')
  .max(b.SEQ_MAX, 'validation.user.required');

/** An on/off choice of the UI (stay logged in, newsletter); only a wrong type can fail it. */
export const switchField = z.boolean({
  required_error: 'validation.invalid',
  invalid_type_error: 'validation.invalid',
});

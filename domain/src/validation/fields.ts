/**
 * Field schemas shared by the contract (request bodies) and the web forms (react-hook-form with a
 * zod resolver). Every message is an i18n key under `validation.*`, never display text.
 */
import { z } from 'zod';
import { DATE_PATTERN } from '../wire-formats';
import * as b from './bounds';

const required = (key: string) => z.string({ required_error: key, invalid_type_error: key });

export const emailField = required('validation.email.required')
  .trim()
  .min(1, 'validation.email.required')
  .max(b.EMAIL_MAX_LENGTH, 'validation.email.invalid')
  .email('validation.email.invalid');

export const passwordField = required('validation.password.required')
  .min(1, 'validation.password.required')
  .min(b.PASSWORD_MIN_LENGTH, 'validation.password.tooShort')
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
  .max(b.NAME_MAX_LENGTH, 'validation.name.required');

export const phoneField = required('validation.phone.required')
  .trim()
  .min(1, 'validation.phone.required')
  .regex(b.PHONE_PATTERN, 'validation.phone.invalid');

export const cellPhoneField = required('validation.cellPhone.required')
  .trim()
  .min(1, 'validation.cellPhone.required')
  .regex(b.PHONE_PATTERN, 'validation.cellPhone.invalid');

export const pinField = required('validation.pin.required')
  .min(1, 'validation.pin.required')
  .regex(new RegExp(`^\\d{${b.PIN_LENGTH}}$`), 'validation.pin.invalid');

export const verificationCodeField = required('validation.verificationCode.required')
  .trim()
  .min(1, 'validation.verificationCode.required')
  .regex(new RegExp(`^\\d{${b.VERIFICATION_CODE_LENGTH}}$`), 'validation.verificationCode.invalid');

export const titleField = required('validation.title.required')
  .trim()
  .min(1, 'validation.title.required')
  .max(b.TITLE_MAX_LENGTH, 'validation.title.tooLong');

export const bodyField = required('validation.body.required')
  .trim()
  .min(1, 'validation.body.required')
  .max(b.BODY_MAX_LENGTH, 'validation.body.tooLong');

export const priceField = z
  .number({
    required_error: 'validation.price.required',
    invalid_type_error: 'validation.price.required',
  })
  .int('validation.price.invalid')
  .min(b.PRICE_MIN, 'validation.price.tooLow')
  .max(b.PRICE_MAX, 'validation.price.tooHigh');

/** A `yyyy-MM-dd` date; whether it may be past is checked by `notPastDate` with the clock. */
export const dateField = required('validation.date.required')
  .min(1, 'validation.date.required')
  .regex(DATE_PATTERN, 'validation.date.format');

export const countriesField = z
  .array(z.string().length(2), { required_error: 'validation.country.required' })
  .min(1, 'validation.country.required')
  .max(b.MAX_COUNTRIES, 'validation.country.tooMany');

export const accountInfoField = required('validation.accountInfo.required')
  .trim()
  .min(1, 'validation.accountInfo.required')
  .max(b.ACCOUNT_INFO_MAX_LENGTH, 'validation.accountInfo.tooLong');

export const imageFileNameField = z
  .string()
  .regex(new RegExp(`\\.(${b.IMAGE_EXTENSIONS.join('|')})$`, 'i'), 'validation.image.type');

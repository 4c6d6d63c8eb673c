/**
 * Form schemas of the web app, built from the field schemas (SPEC §5). The web uses them through a
 * zod resolver; the mock server may use them to check bodies. Rules that need the clock (a date may
 * not be past) are factories taking `now`.
 */
import { z } from 'zod';
import { PHONE_PATTERN } from './bounds';
import {
  accountInfoField,
  accountNumberField,
  agreementField,
  bankNameField,
  bodyField,
  calendarDateField,
  categorySeqField,
  cellPhoneField,
  codeValueField,
  postCountriesField,
  postImagesField,
  contactTypeField,
  countriesField,
  currentPasswordField,
  emailField,
  emailOrPhoneField,
  inquiryCategoryField,
  memberLimitField,
  nameField,
  nicknameField,
  notPastDate,
  optionalBodyField,
  passwordField,
  phoneField,
  priceBaseDurationField,
  priceField,
  productIdField,
  reasonField,
  referrerCodeField,
  responsibilityField,
  sharingTypeField,
  switchField,
  titleField,
  userSeqField,
  withdrawalAmountField,
  withdrawalMethodField,
} from './fields';

/**
 * A form's object: a value that is not an object at all (only a programming error can send one)
 * still fails with a message key.
 */
const form = <T extends z.ZodRawShape>(shape: T) =>
  z.object(shape, {
    required_error: 'validation.invalid',
    invalid_type_error: 'validation.invalid',
  });

/** Adds the mismatch issue on `repeatKey` when both are filled and differ (an empty repeat is 'required'). */
const repeatMatches =
  <K extends string, R extends string>(key: K, repeatKey: R) =>
  (values: Record<K | R, string>, ctx: z.RefinementCtx) => {
    const [value, repeat] = [values[key], values[repeatKey]];
    if (value && repeat && repeat !== value) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: [repeatKey],
        message: 'validation.password.mismatch',
      });
    }
  };

/** The repeat of a new password: required, then compared with the password. */
const passwordRepeatField = z
  .string({
    required_error: 'validation.password.required',
    invalid_type_error: 'validation.password.required',
  })
  .min(1, 'validation.password.required');

// Sign-in and account

export const loginFormSchema = form({
  email: emailField,
  password: currentPasswordField,
  stayLoggedIn: switchField.default(false),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const signUpFormSchema = form({
  email: emailField,
  password: passwordField,
  passwordRepeat: passwordRepeatField,
  nickname: nicknameField,
  agreements: z
    .object(
      {
        terms: agreementField,
        personalInformation: agreementField,
        notifications: agreementField,
      },
      {
        required_error: 'validation.agreement.required',
        invalid_type_error: 'validation.agreement.required',
      },
    )
    .strict(),
  referrerCode: referrerCodeField,
}).superRefine(repeatMatches('password', 'passwordRepeat'));
export type SignUpForm = z.infer<typeof signUpFormSchema>;

export const passwordRecoveryFormSchema = form({ email: emailField });
export type PasswordRecoveryForm = z.infer<typeof passwordRecoveryFormSchema>;

export const passwordResetFormSchema = form({
  password: passwordField,
  passwordRepeat: passwordRepeatField,
}).superRefine(repeatMatches('password', 'passwordRepeat'));
export type PasswordResetForm = z.infer<typeof passwordResetFormSchema>;

export const identityVerificationFormSchema = form({
  name: nameField,
  cellPhone: cellPhoneField,
  dateOfBirth: calendarDateField,
});
export type IdentityVerificationForm = z.infer<typeof identityVerificationFormSchema>;

// Profile (/my/profile): each setting is saved on its own

export const nicknameFormSchema = form({ nickname: nicknameField });
export type NicknameForm = z.infer<typeof nicknameFormSchema>;

export const passwordChangeFormSchema = form({
  currentPassword: currentPasswordField,
  newPassword: passwordField,
  newPasswordRepeat: passwordRepeatField,
}).superRefine(repeatMatches('newPassword', 'newPasswordRepeat'));
export type PasswordChangeForm = z.infer<typeof passwordChangeFormSchema>;

export const phoneFormSchema = form({ phone: phoneField });
export type PhoneForm = z.infer<typeof phoneFormSchema>;

export const countriesFormSchema = form({ countries: countriesField });
export type CountriesForm = z.infer<typeof countriesFormSchema>;

export const newsletterFormSchema = form({ newsletter: switchField });
export type NewsletterForm = z.infer<typeof newsletterFormSchema>;

// Trade

export const blockFormSchema = form({ userSeq: userSeqField, reason: reasonField });
export type BlockForm = z.infer<typeof blockFormSchema>;

export const refundRequestFormSchema = form({ reason: reasonField });
export type RefundRequestForm = z.infer<typeof refundRequestFormSchema>;

/** A seller cancelling a sold coupon or code names who is responsible (SPEC §4). */
export const sellerCancelFormSchema = form({
  responsibility: responsibilityField,
  reason: reasonField,
});
export type SellerCancelForm = z.infer<typeof sellerCancelFormSchema>;

// Support

/** The answer goes to `emailOrPhone`, which must be an address or a number as `contactType` says. */
export const inquiryFormSchema = form({
  category: inquiryCategoryField,
  title: titleField,
  body: bodyField,
  contactType: contactTypeField,
  emailOrPhone: emailOrPhoneField,
}).superRefine((values, ctx) => {
  const contact = values.emailOrPhone;
  if (!contact) return;
  if (values.contactType === 'EMAIL' && !emailField.safeParse(contact).success) {
    ctx.addIssue({ code: 'custom', path: ['emailOrPhone'], message: 'validation.email.invalid' });
  }
  if (values.contactType === 'PHONE' && !PHONE_PATTERN.test(contact)) {
    ctx.addIssue({ code: 'custom', path: ['emailOrPhone'], message: 'validation.phone.invalid' });
  }
});
export type InquiryForm = z.infer<typeof inquiryFormSchema>;

// Money

/** Cash-out: the amount and where it goes (a bank account or a PayPal address). */
export const withdrawalFormSchema = form({
  amount: withdrawalAmountField,
  method: withdrawalMethodField,
  bankName: bankNameField.optional(),
  accountHolder: nameField.optional(),
  accountNumber: accountNumberField.optional(),
  paypalEmail: emailField.optional(),
}).superRefine((values, ctx) => {
  const missing = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (values.method === 'BANK_TRANSFER') {
    if (!values.bankName) missing('bankName', 'validation.bank.required');
    if (!values.accountHolder) missing('accountHolder', 'validation.name.required');
    if (!values.accountNumber) missing('accountNumber', 'validation.accountNumber.required');
  }
  if (values.method === 'PAYPAL' && !values.paypalEmail) {
    missing('paypalEmail', 'validation.email.required');
  }
});
export type WithdrawalForm = z.infer<typeof withdrawalFormSchema>;

// Seller posts

/** A party's period: the end may not come before the start (yyyy-MM-dd compare in calendar order). */
function endNotBeforeStart(
  values: { subscriptionStartsAt: string; subscriptionEndsAt: string },
  ctx: z.RefinementCtx,
) {
  const { subscriptionStartsAt: start, subscriptionEndsAt: end } = values;
  if (start && end && end < start) {
    ctx.addIssue({
      code: 'custom',
      path: ['subscriptionEndsAt'],
      message: 'validation.date.endBeforeStart',
    });
  }
}

/**
 * A subscription-sharing party. Both dates may not be past, and the end may not come before the
 * start.
 */
export const subscriptionPostFormSchema = (now: Date) =>
  form({
    title: titleField,
    categorySeq: categorySeqField,
    productId: productIdField,
    content: optionalBodyField,
    price: priceField,
    priceBaseDuration: priceBaseDurationField,
    subscriptionStartsAt: notPastDate(now),
    subscriptionEndsAt: notPastDate(now),
    memberLimit: memberLimitField,
    sharingType: sharingTypeField,
    accountInfo: accountInfoField,
    countries: postCountriesField,
    images: postImagesField,
  }).superRefine(endNotBeforeStart);
export type SubscriptionPostForm = z.infer<ReturnType<typeof subscriptionPostFormSchema>>;

/** An e-coupon or digital-code post: the coupon number or code is `value`. */
export const productPostFormSchema = (now: Date) =>
  form({
    title: titleField,
    categorySeq: categorySeqField,
    content: optionalBodyField,
    price: priceField,
    expiresAt: notPastDate(now),
    value: codeValueField,
    countries: postCountriesField,
    images: postImagesField,
  });
export type ProductPostForm = z.infer<ReturnType<typeof productPostFormSchema>>;

export const couponPostFormSchema = productPostFormSchema;
export const codePostFormSchema = productPostFormSchema;

/**
 * Renewing an expiring party into the next period (the fields of the contract's
 * `RenewSubscriptionBody`): both dates may not be past, the end may not come before the start.
 */
export const renewPartyFormSchema = (now: Date) =>
  form({
    subscriptionStartsAt: notPastDate(now),
    subscriptionEndsAt: notPastDate(now),
    price: priceField,
    priceBaseDuration: priceBaseDurationField,
    memberLimit: memberLimitField,
    accountInfo: accountInfoField,
  }).superRefine(endNotBeforeStart);
export type RenewPartyForm = z.infer<ReturnType<typeof renewPartyFormSchema>>;

/**
 * The signed-in member's own account: the summary counts of the account menu (SPEC §3), the
 * seller's own info, the referral link, and the profile updates of SPEC §8.
 */
import {
  DateTimeString,
  agreementField,
  countriesFormSchema,
  currentPasswordField,
  imageUrlField,
  newsletterFormSchema,
  nicknameFormSchema,
  optionalBodyField,
  passwordChangeFormSchema,
  phoneFormSchema,
  reasonField,
} from '@market/domain';
import { z } from 'zod';
import { ticked } from './form-body';
import { SellerSummary } from './user';

const count = z.number().int().min(0);

export const AccountSummary = z
  .object({
    codeCount: count,
    couponCount: count,
    inquiryCount: count,
    orderCount: count,
    subscribeCount: count,
  })
  .describe('AccountSummary');
export type AccountSummary = z.infer<typeof AccountSummary>;

/** The seller's own view of their seller account, for the console home. */
export const SellerInfo = SellerSummary.extend({
  intro: z.string().nullable(),
  sellerSince: DateTimeString,
  subscriptionPostCount: count,
  couponPostCount: count,
  codePostCount: count,
  unansweredReviewCount: count,
  pendingRefundCount: count,
}).describe('SellerInfo');
export type SellerInfo = z.infer<typeof SellerInfo>;

/** SPEC §9: the referrer and the new member each get the reward when the link is used. */
export const ReferralLink = z
  .object({
    code: z.string().min(1),
    url: z.string().url(),
    rewardPoints: count,
    referredCount: count,
  })
  .describe('ReferralLink');
export type ReferralLink = z.infer<typeof ReferralLink>;

export const NicknameBody = nicknameFormSchema.strict();
export type NicknameBody = z.input<typeof NicknameBody>;

/** The password-change form without the repeated new password, which only the form compares. */
export const PasswordChangeBody = passwordChangeFormSchema
  .innerType()
  .omit({ newPasswordRepeat: true })
  .strict();
export type PasswordChangeBody = z.input<typeof PasswordChangeBody>;

export const PhoneBody = phoneFormSchema.strict();
export type PhoneBody = z.input<typeof PhoneBody>;

export const CountriesBody = countriesFormSchema.strict();
export type CountriesBody = z.input<typeof CountriesBody>;

export const NewsletterBody = newsletterFormSchema.strict();
export type NewsletterBody = z.input<typeof NewsletterBody>;

/** An address the upload route answered with; null removes the picture. */
export const ProfileImageBody = z.object({ profileImageUrl: imageUrlField.nullable() }).strict();
export type ProfileImageBody = z.input<typeof ProfileImageBody>;

/** The password is asked again because removal cannot be undone. */
export const RemoveAccountBody = z
  .object({ reason: reasonField, password: currentPasswordField })
  .strict();
export type RemoveAccountBody = z.input<typeof RemoveAccountBody>;

export const BecomeSellerBody = z
  .object({ sellerTermsAgreed: ticked(agreementField), intro: optionalBodyField })
  .strict();
export type BecomeSellerBody = z.input<typeof BecomeSellerBody>;

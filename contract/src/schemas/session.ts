/**
 * Session and sign-in: the token the client stores (SPEC §3, §9), sign-up, e-mail verification,
 * password recovery and identity verification. Request bodies are domain's form schemas made strict,
 * so the web forms and the server give the same i18n message keys.
 */
import {
  DateTimeString,
  IDENTITY_ENC_DATA_MAX_LENGTH,
  IDENTITY_INTEGRITY_VALUE_MAX_LENGTH,
  IDENTITY_TOKEN_VERSION_ID_MAX_LENGTH,
  RESET_CODE_MAX_LENGTH,
  SNS_CODE_MAX_LENGTH,
  emailField,
  identityVerificationFormSchema,
  loginFormSchema,
  passwordRecoveryFormSchema,
  passwordResetFormSchema,
  signUpFormSchema,
  verificationCodeField,
} from '@market/domain';
import { SnsProvider } from '@market/domain/schemas';
import { z } from 'zod';
import { ticked } from './form-body';
import { User } from './user';

/**
 * Both fields nullable (SPEC §3): a token without `validUntil` never expires on its own; the client
 * discards a stored token once `validUntil` has passed (SPEC §8).
 */
export const AuthToken = z
  .object({
    value: z.string().nullable(),
    validUntil: DateTimeString.nullable(),
  })
  .describe('AuthToken');
export type AuthToken = z.infer<typeof AuthToken>;

export const Session = z.object({ token: AuthToken, user: User }).describe('Session');
export type Session = z.infer<typeof Session>;

export const SignInBody = loginFormSchema.strict();
export type SignInBody = z.input<typeof SignInBody>;

/** The authorisation code the provider hands back to /login/naver or /login/kakao. */
export const SnsSignInBody = z
  .object({
    provider: SnsProvider,
    code: z.string().trim().min(1).max(SNS_CODE_MAX_LENGTH),
  })
  .strict();
export type SnsSignInBody = z.input<typeof SnsSignInBody>;

const signUpForm = signUpFormSchema.innerType();
const { agreements } = signUpForm.shape;

/** The sign-up form without the repeated password, which only the form compares. */
export const SignUpBody = signUpForm
  .omit({ passwordRepeat: true })
  .extend({
    agreements: agreements.extend({
      terms: ticked(agreements.shape.terms),
      personalInformation: ticked(agreements.shape.personalInformation),
      notifications: ticked(agreements.shape.notifications),
    }),
  })
  .strict();
export type SignUpBody = z.input<typeof SignUpBody>;

export const EmailBody = passwordRecoveryFormSchema.strict();
export type EmailBody = z.input<typeof EmailBody>;

export const EmailVerificationSent = z
  .object({
    email: z.string().email(),
    /** The code in the e-mail stops working after this moment. */
    expiresAt: DateTimeString,
  })
  .describe('EmailVerificationSent');
export type EmailVerificationSent = z.infer<typeof EmailVerificationSent>;

export const ConfirmEmailBody = z
  .object({ email: emailField, code: verificationCodeField })
  .strict();
export type ConfirmEmailBody = z.input<typeof ConfirmEmailBody>;

export const EmailVerified = z
  .object({ email: z.string().email(), verified: z.literal(true) })
  .describe('EmailVerified');
export type EmailVerified = z.infer<typeof EmailVerified>;

/** The code arrives as /reset-password?code=… from the recovery e-mail: opaque text, not digits. */
export const ResetPasswordBody = passwordResetFormSchema
  .innerType()
  .omit({ passwordRepeat: true })
  .extend({
    code: z
      .string({ required_error: 'validation.verificationCode.required' })
      .trim()
      .min(1, 'validation.verificationCode.required')
      .max(RESET_CODE_MAX_LENGTH, 'validation.verificationCode.invalid'),
  })
  .strict();
export type ResetPasswordBody = z.input<typeof ResetPasswordBody>;

/** Who the member says they are; the provider confirms it. */
export const IdentityVerificationBody = identityVerificationFormSchema.strict();
export type IdentityVerificationBody = z.input<typeof IdentityVerificationBody>;

/** Where the browser goes to verify its identity; the provider returns it to /verify-user/callback. */
export const IdentityVerificationStart = z
  .object({
    url: z.string().url(),
    tokenVersionId: z.string().min(1),
  })
  .describe('IdentityVerificationStart');
export type IdentityVerificationStart = z.infer<typeof IdentityVerificationStart>;

/** The three values of /verify-user/callback (enc_data, integrity_value, token_version_id). */
export const IdentityCallbackBody = z
  .object({
    encData: z.string().min(1).max(IDENTITY_ENC_DATA_MAX_LENGTH),
    integrityValue: z.string().min(1).max(IDENTITY_INTEGRITY_VALUE_MAX_LENGTH),
    tokenVersionId: z.string().min(1).max(IDENTITY_TOKEN_VERSION_ID_MAX_LENGTH),
  })
  .strict();
export type IdentityCallbackBody = z.input<typeof IdentityCallbackBody>;

export const IdentityVerified = z
  .object({ verified: z.literal(true), verifiedAt: DateTimeString })
  .describe('IdentityVerified');
export type IdentityVerified = z.infer<typeof IdentityVerified>;

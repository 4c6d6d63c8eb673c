export { useSignIn, useSignUp, useSnsSignIn } from './use-sign-in';
export { useConfirmEmailVerification, useSendEmailVerification } from './use-email-verification';
export { useRequestPasswordRecovery, useResetPassword } from './use-password-recovery';
export {
  useCompleteIdentityVerification,
  useStartIdentityVerification,
} from './use-identity-verification';
export { serverFieldErrors, type FieldCodes, type FieldRefusal } from './server-field-errors';

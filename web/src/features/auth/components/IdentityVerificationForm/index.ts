export {
  IdentityVerificationForm,
  type IdentityVerificationFormProps,
} from './IdentityVerificationForm';

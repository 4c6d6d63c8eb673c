export {
  NewPasswordFields,
  type NewPasswordFieldsProps,
  type NewPasswordForm,
} from './NewPasswordFields';

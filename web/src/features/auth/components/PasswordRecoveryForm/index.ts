export { PasswordRecoveryForm } from './PasswordRecoveryForm';

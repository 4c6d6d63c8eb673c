export { RemoveAccountForm } from './RemoveAccountForm';

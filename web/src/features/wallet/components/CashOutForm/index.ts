export { CashOutForm } from './CashOutForm';

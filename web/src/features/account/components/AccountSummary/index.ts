export { AccountSummary } from './AccountSummary';

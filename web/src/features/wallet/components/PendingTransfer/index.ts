export { PendingTransfer, paidOrderPath } from './PendingTransfer';

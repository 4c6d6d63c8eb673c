export { RefundRejectReason } from './RefundRejectReason';

export { RejectRefundDialog } from './RejectRefundDialog';

export { RefundRequestCard, RefundRequestList } from './RefundRequestList';

export { PayoutList } from './PayoutList';

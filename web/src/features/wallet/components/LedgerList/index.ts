export { LedgerList, LedgerLine } from './LedgerList';

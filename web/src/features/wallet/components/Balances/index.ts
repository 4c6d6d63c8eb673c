export { Balances } from './Balances';

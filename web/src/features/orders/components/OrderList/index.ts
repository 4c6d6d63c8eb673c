export { OrderList } from './OrderList';

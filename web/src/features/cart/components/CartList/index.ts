export { CartList } from './CartList';

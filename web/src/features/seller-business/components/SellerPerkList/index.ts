export { SellerPerkList } from './SellerPerkList';

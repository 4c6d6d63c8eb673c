export { SellerHelpList } from './SellerHelpList';

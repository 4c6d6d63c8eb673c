export { SellerLayout } from './SellerLayout';
export { sellerNavGroups } from './seller-nav-items';

export { PurchaseDetail, type PurchaseDetailProps, type SecretPurchase } from './PurchaseDetail';

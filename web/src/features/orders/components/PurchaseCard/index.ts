export { PurchaseCard, type PurchaseCardProps } from './PurchaseCard';

export { PurchaseList, type PurchaseListProps } from './PurchaseList';

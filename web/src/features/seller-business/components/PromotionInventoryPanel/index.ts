export { PromotionInventoryPanel } from './PromotionInventoryPanel';

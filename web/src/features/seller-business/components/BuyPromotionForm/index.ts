export { BuyPromotionForm } from './BuyPromotionForm';

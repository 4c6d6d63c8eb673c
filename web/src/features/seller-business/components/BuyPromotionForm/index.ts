export { BuyPromotionForm, PROMOTION_UNITS_MAX } from './BuyPromotionForm';

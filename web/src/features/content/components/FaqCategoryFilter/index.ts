export { FaqCategoryFilter, type FaqCategoryFilterProps } from './FaqCategoryFilter';

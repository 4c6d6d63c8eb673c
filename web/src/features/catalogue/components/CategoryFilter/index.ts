export { CategoryFilter, type CategoryFilterProps } from './CategoryFilter';

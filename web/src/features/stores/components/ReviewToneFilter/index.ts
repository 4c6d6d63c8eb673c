export { ReviewToneFilter, type ReviewToneFilterProps } from './ReviewToneFilter';

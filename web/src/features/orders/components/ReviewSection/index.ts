export { ReviewSection, ReviewView, type ReviewSectionProps } from './ReviewSection';

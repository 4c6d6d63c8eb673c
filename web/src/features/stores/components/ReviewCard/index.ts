export { ReviewCard, type ReviewCardProps } from './ReviewCard';

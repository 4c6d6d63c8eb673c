export { PageSkeleton } from './PageSkeleton';

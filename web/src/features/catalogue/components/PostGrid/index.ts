export {
  PostGrid,
  PostGridSkeleton,
  type PostGridProps,
  type PostGridSkeletonProps,
} from './PostGrid';

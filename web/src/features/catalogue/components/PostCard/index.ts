export { PostCard, PostCardSkeleton, type PostCardProps } from './PostCard';

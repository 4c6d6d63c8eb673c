export { FeaturedPosts, type FeaturedPostsProps } from './FeaturedPosts';

export { PostPager, type PostPagerProps } from './PostPager';

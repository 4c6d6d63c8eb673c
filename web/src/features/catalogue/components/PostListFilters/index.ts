export { PostListFilters, type PostListFiltersProps } from './PostListFilters';

export { UrlPagination, type UrlPaginationProps } from './UrlPagination';

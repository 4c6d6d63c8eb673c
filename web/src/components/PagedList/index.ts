export {
  PagedList,
  type PagedListListProps,
  type PagedListProps,
  type PagedQuery,
} from './PagedList';

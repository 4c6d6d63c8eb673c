export { SearchTypeTabs, type SearchTypeTabsProps } from './SearchTypeTabs';

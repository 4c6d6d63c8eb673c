export {
  StoreNav,
  storeSectionPath,
  storeSections,
  type StoreNavProps,
  type StoreSection,
} from './StoreNav';

export { PageLoader } from './PageLoader';

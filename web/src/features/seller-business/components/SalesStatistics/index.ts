export { SalesStatistics } from './SalesStatistics';

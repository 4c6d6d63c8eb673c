export { hasNoSales, StatsTable, type StatsTableProps } from './StatsTable';

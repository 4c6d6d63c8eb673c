export { StatsTable, type StatsTableProps } from './StatsTable';

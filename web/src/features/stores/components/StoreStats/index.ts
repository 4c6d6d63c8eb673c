export { StoreStats, type StoreStatsProps } from './StoreStats';

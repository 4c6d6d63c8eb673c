export { HomePopups } from './HomePopups';

export { SubkeywordFilter, type SubkeywordFilterProps } from './SubkeywordFilter';

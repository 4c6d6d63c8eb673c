export { DevHint, type DevHintProps } from './DevHint';

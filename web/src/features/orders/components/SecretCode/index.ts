export { SecretCode, type SecretCodeProps } from './SecretCode';

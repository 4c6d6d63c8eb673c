export { IdentityCallback, type IdentityCallbackProps } from './IdentityCallback';

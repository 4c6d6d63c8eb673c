export { AuthStatus, type AuthStatusProps } from './AuthStatus';

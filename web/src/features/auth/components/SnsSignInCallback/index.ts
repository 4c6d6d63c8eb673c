export { SnsSignInCallback, type SnsSignInCallbackProps } from './SnsSignInCallback';

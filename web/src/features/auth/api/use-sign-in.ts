import { tsr } from '../../../lib/api-client';

/** Sign in with e-mail and password (POST /api/auth); the caller stores the session. */
export function useSignIn() {
  return tsr.auth.signIn.useMutation();
}

/** Exchange a Naver or Kakao authorisation code for a session (POST /api/auth/sns). */
export function useSnsSignIn() {
  return tsr.auth.signInWithSns.useMutation();
}

/** Create an account (POST /api/auth/sign-up); the answer is a session, already signed in. */
export function useSignUp() {
  return tsr.auth.signUp.useMutation();
}

import { REFERRAL_REWARD_POINTS } from '@market/domain';
import { tsr } from '@/lib/api-client';
import { currentLocale, i18next } from '@/lib/i18n/i18n';

/** Sign in with e-mail and password (POST /api/auth); the caller stores the session. */
export function useSignIn() {
  return tsr.auth.signIn.useMutation({ meta: { errorToast: 'login' } });
}

/** Exchange a Naver or Kakao authorisation code for a session (POST /api/auth/sns). */
export function useSnsSignIn() {
  return tsr.auth.signInWithSns.useMutation({ meta: { errorToast: 'login' } });
}

/**
 * Create an account (POST /api/auth/sign-up); the answer is a session, already signed in. The
 * welcome toast names the new member, and the referral reward when a referrer's code was given.
 */
export function useSignUp() {
  return tsr.auth.signUp.useMutation({
    meta: {
      successToast: {
        text: (data, variables) =>
          welcomeText(data as SignUpAnswer, (variables as SignUpVariables).body.referrerCode),
      },
      errorToast: 'signUp',
    },
  });
}

type SignUpAnswer = { body: { response: { user: { nickname: string } } } };
type SignUpVariables = { body: { referrerCode?: string | null } };

function welcomeText(answer: SignUpAnswer, referrerCode: string | null | undefined): string {
  const t = i18next.getFixedT(null, 'auth');
  const lines = [t('createAccount.welcome', { nickname: answer.body.response.user.nickname })];
  if (referrerCode) {
    const points = new Intl.NumberFormat(currentLocale(i18next.language)).format(
      REFERRAL_REWARD_POINTS,
    );
    lines.push(t('createAccount.referralReward', { points }));
  }
  return lines.join(' ');
}

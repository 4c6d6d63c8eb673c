import { Button, Stack } from '@mantine/core';
import type { SnsProvider } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { env } from '@/lib/env';
import { useSnsSignInLink } from '@/features/auth/hooks/use-sns-sign-in-link';
import {
  simulatedSnsCode,
  snsProviderMode,
  type SnsProviderMode,
} from '@/features/auth/utils/sns-providers';
import { DevHint } from '../DevHint/DevHint';
import { SnsLogo } from './sns-logos';

export type SnsModes = Record<SnsProvider, SnsProviderMode | null>;

export interface SnsLoginButtonsProps {
  /** Where to go once signed in: a safe in-app path, '' for the main page. Default ''. */
  redirect?: string;
  /** Keep the session 90 days, as the e-mail form's checkbox says. Default false. */
  stayLoggedIn?: boolean;
  /**
   * Which providers are on and how each is reached (null hides its button). Default: from the
   * build's env (a real provider with a client id, else simulated in development, else hidden).
   */
  modes?: SnsModes;
}

const providers: SnsProvider[] = ['NAVER', 'KAKAO'];

export const envSnsModes = (): SnsModes => ({
  NAVER: snsProviderMode('NAVER', env),
  KAKAO: snsProviderMode('KAKAO', env),
});

function SnsButton({
  provider,
  mode,
  redirect,
  stayLoggedIn,
}: {
  provider: SnsProvider;
  mode: SnsProviderMode;
  redirect: string;
  stayLoggedIn: boolean;
}) {
  const { t } = useTranslation('auth');
  const link = useSnsSignInLink(provider, mode, { redirect, stayLoggedIn });
  const label = provider === 'NAVER' ? t('login.withNaver') : t('login.withKakao');
  const common = {
    href: link.href,
    onClick: link.onClick,
    variant: 'default',
    fullWidth: true,
    leftSection: <SnsLogo provider={provider} />,
  } as const;
  // The simulated provider is a path of this app: the router follows it without a reload.
  return link.inApp ? (
    <Button component={Link} {...common}>
      {label}
    </Button>
  ) : (
    <Button component="a" {...common}>
      {label}
    </Button>
  );
}

/**
 * Sign in with Naver or Kakao (SPEC §2 /login/naver, /login/kakao): each button leaves for the
 * provider, which returns to the callback page with a code. Nothing renders when neither provider
 * is available.
 */
export function SnsLoginButtons({
  redirect = '',
  stayLoggedIn = false,
  modes = envSnsModes(),
}: SnsLoginButtonsProps) {
  const { t } = useTranslation('auth');
  const available = providers.flatMap((provider) => {
    const mode = modes[provider];
    return mode ? [{ provider, mode }] : [];
  });
  if (!available.length) return null;

  return (
    <Stack gap="xs">
      {available.map(({ provider, mode }) => (
        <SnsButton
          key={provider}
          provider={provider}
          mode={mode}
          redirect={redirect}
          stayLoggedIn={stayLoggedIn}
        />
      ))}
      <DevHint show={available.some(({ mode }) => mode.kind === 'simulated')}>
        {t('login.simulatedSns', {
          naver: simulatedSnsCode('NAVER'),
          kakao: simulatedSnsCode('KAKAO'),
        })}
      </DevHint>
    </Stack>
  );
}

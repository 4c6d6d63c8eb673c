import type { SnsProvider } from '@market/domain';
import { useCallback, useState } from 'react';
import { snsAuthorizeHref, type SnsProviderMode } from '../utils/sns-providers';
import { newSnsState, savePendingSnsSignIn } from '../utils/sns-sign-in-state';

export interface SnsSignInLink {
  /** The provider's authorize address, or (simulated) this app's callback path with a code. */
  href: string;
  /** True when `href` is an in-app path the router can follow. */
  inApp: boolean;
  /** Remembers the sign-in in this tab; call it as the browser leaves. */
  onClick: () => void;
}

/**
 * The link of a Naver or Kakao button: one `state` per visit of the sign-in page, kept with the
 * redirect and the stay-logged-in choice when the member follows the link.
 */
export function useSnsSignInLink(
  provider: SnsProvider,
  mode: SnsProviderMode,
  { redirect, stayLoggedIn }: { redirect: string; stayLoggedIn: boolean },
): SnsSignInLink {
  const [state] = useState(newSnsState);
  const href = snsAuthorizeHref(provider, mode, { origin: window.location.origin, state });
  const onClick = useCallback(
    () => savePendingSnsSignIn({ provider, state, redirect, stayLoggedIn }),
    [provider, state, redirect, stayLoggedIn],
  );
  return { href, inApp: mode.kind === 'simulated', onClick };
}

/**
 * Identity verification leaves the app for the provider, which returns to /verify-user/callback
 * with only its own three values. Where the member was going (e.g. /checkout?items=…) and where to
 * try again are kept in this tab before leaving.
 */
import { safeRedirect } from '@market/domain';
import { storageKeys } from '@/lib/browser/storage';
import { readTabJson, removeTabKey, writeTabJson } from './tab-storage';
import { pathTo } from '@/lib/addresses';

/** Where a member starts identity verification (SPEC §2, signed-in). */
export const IDENTITY_START_PATH = pathTo('/checkout/verify-identity');

export interface IdentityReturn {
  returnTo: string;
  startPath: string;
}

export function saveIdentityReturn({ returnTo, startPath }: IdentityReturn): void {
  writeTabJson(storageKeys.identityVerification, {
    returnTo: safeRedirect(returnTo),
    startPath: safeRedirect(startPath),
  });
}

/**
 * The remembered addresses, each a safe in-app path ('' / the start page when unknown). Checked by
 * hand: the callback page's first load carries no Zod.
 */
export function readIdentityReturn(): IdentityReturn {
  const kept = readTabJson(storageKeys.identityVerification) as Partial<
    Record<keyof IdentityReturn, unknown>
  > | null;
  const returnTo = kept?.returnTo;
  const startPath = kept?.startPath;
  const both = typeof returnTo === 'string' && typeof startPath === 'string';
  return {
    returnTo: both ? safeRedirect(returnTo) : '',
    startPath: (both && safeRedirect(startPath)) || IDENTITY_START_PATH,
  };
}

export function clearIdentityReturn(): void {
  removeTabKey(storageKeys.identityVerification);
}

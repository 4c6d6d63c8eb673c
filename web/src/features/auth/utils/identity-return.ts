/**
 * Identity verification leaves the app for the provider, which returns to /verify-user/callback
 * with only its own three values. Where the member was going (e.g. /checkout?items=…) and where to
 * try again are kept in this tab before leaving.
 */
import { safeRedirect } from '@market/domain';
import { z } from 'zod';
import { storageKeys } from '@/lib/storage';
import { readTabJson, removeTabKey, writeTabJson } from './tab-storage';

/** Where a member starts identity verification (SPEC §2, signed-in). */
export const IDENTITY_START_PATH = '/checkout/verify-identity';

const IdentityReturn = z.object({ returnTo: z.string(), startPath: z.string() });
export type IdentityReturn = z.infer<typeof IdentityReturn>;

export function saveIdentityReturn({ returnTo, startPath }: IdentityReturn): void {
  writeTabJson(storageKeys.identityVerification, {
    returnTo: safeRedirect(returnTo),
    startPath: safeRedirect(startPath),
  });
}

/** The remembered addresses, each a safe in-app path ('' / the start page when unknown). */
export function readIdentityReturn(): IdentityReturn {
  const parsed = IdentityReturn.safeParse(readTabJson(storageKeys.identityVerification));
  return {
    returnTo: parsed.success ? safeRedirect(parsed.data.returnTo) : '',
    startPath: (parsed.success && safeRedirect(parsed.data.startPath)) || IDENTITY_START_PATH,
  };
}

export function clearIdentityReturn(): void {
  removeTabKey(storageKeys.identityVerification);
}

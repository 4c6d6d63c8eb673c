import type { User } from '@market/contract';
import { useQueryClient } from '@tanstack/react-query';
import { selectResponse, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { sessionKeys, useSessionToken } from '@/lib/session/session';
import { accountKeys } from './account-keys';

/** The member's referral link and how many joined through it. */
export function useReferralLink() {
  const token = useSessionToken();
  return useApiQuery(tsr.account.getReferralLink, {
    queryKey: accountKeys.referral(token),
    select: selectResponse,
  });
}

/** Puts an updated user (the answer of a profile change) where the session reads it. */
function useStoreUser() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return (user: User) =>
    queryClient.setQueryData(sessionKeys.me(token), {
      status: 200,
      body: { success: true, response: user, error: null, pagination: null },
      headers: new Headers(),
    });
}

export function useUpdateNickname() {
  const storeUser = useStoreUser();
  return tsr.account.updateNickname.useMutation({
    meta: { successToast: 'saved', errorToast: 'updateNickname' },
    onSuccess: (result) => storeUser(result.body.response),
  });
}

export function useUpdatePhone() {
  const storeUser = useStoreUser();
  return tsr.account.updatePhone.useMutation({
    meta: { successToast: 'saved', errorToast: 'updatePhone' },
    onSuccess: (result) => storeUser(result.body.response),
  });
}

export function useUpdateCountries() {
  const storeUser = useStoreUser();
  return tsr.account.updateCountries.useMutation({
    meta: { successToast: 'saved', errorToast: 'updateCountry' },
    onSuccess: (result) => storeUser(result.body.response),
  });
}

export function useUpdateNewsletter() {
  const storeUser = useStoreUser();
  return tsr.account.updateNewsletter.useMutation({
    meta: { successToast: 'saved', errorToast: 'updateNewsletter' },
    onSuccess: (result) => storeUser(result.body.response),
  });
}

export function useUpdateProfileImage() {
  const storeUser = useStoreUser();
  return tsr.account.updateProfileImage.useMutation({
    meta: { successToast: 'saved', errorToast: 'updateProfileImage' },
    onSuccess: (result) => storeUser(result.body.response),
  });
}

export function useUpdatePassword() {
  return tsr.account.updatePassword.useMutation({
    meta: { successToast: 'saved', errorToast: 'updatePassword' },
  });
}

export function useRemoveAccount() {
  return tsr.account.removeAccount.useMutation({ meta: { errorToast: 'removeAccount' } });
}

export function useBecomeSeller() {
  const storeUser = useStoreUser();
  return tsr.account.becomeSeller.useMutation({
    meta: { errorToast: 'generic' },
    onSuccess: (result) => storeUser(result.body.response),
  });
}

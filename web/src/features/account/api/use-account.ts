import type { User } from '@market/contract';
import { useQueryClient } from '@tanstack/react-query';
import { selectResponse, tsr } from '../../../lib/api-client';
import { sessionKeys, useSessionToken } from '../../../lib/session';

export const accountKeys = {
  all: ['account'] as const,
  referral: () => [...accountKeys.all, 'referral'] as const,
};

/** The member's referral link and how many joined through it. */
export function useReferralLink() {
  return tsr.account.getReferralLink.useQuery({
    queryKey: accountKeys.referral(),
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
    onSuccess: (result) => storeUser(result.body.response),
  });
}

export function useUpdatePhone() {
  const storeUser = useStoreUser();
  return tsr.account.updatePhone.useMutation({
    onSuccess: (result) => storeUser(result.body.response),
  });
}

export function useUpdateCountries() {
  const storeUser = useStoreUser();
  return tsr.account.updateCountries.useMutation({
    onSuccess: (result) => storeUser(result.body.response),
  });
}

export function useUpdateNewsletter() {
  const storeUser = useStoreUser();
  return tsr.account.updateNewsletter.useMutation({
    onSuccess: (result) => storeUser(result.body.response),
  });
}

export function useUpdateProfileImage() {
  const storeUser = useStoreUser();
  return tsr.account.updateProfileImage.useMutation({
    onSuccess: (result) => storeUser(result.body.response),
  });
}

export function useUploadImage() {
  return tsr.community.uploadImage.useMutation();
}

export function useUpdatePassword() {
  return tsr.account.updatePassword.useMutation();
}

export function useRemoveAccount() {
  return tsr.account.removeAccount.useMutation();
}

export function useBecomeSeller() {
  const storeUser = useStoreUser();
  return tsr.account.becomeSeller.useMutation({
    onSuccess: (result) => storeUser(result.body.response),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userRefs } from '@school/contract/user/user.refs';
import type { TRefBody } from '@school/contract/common/route-ref';
import { api } from '../../lib/api';
import { versioned } from '../../lib/api-error';
import { apiKeyPrefix } from '../../lib/api-query';

/** Every change to the signed-in user's own record is read back through `me`. */
const invalidateMe = (queryClient: ReturnType<typeof useQueryClient>) => queryClient.invalidateQueries({ queryKey: apiKeyPrefix(userRefs.me) });

/** `PUT /api/user/me` (multipart, with the picture as `Profile`). */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRefBody<typeof userRefs.updateMe>) => versioned(true, async () => (await api.call(userRefs.updateMe, { body })).data),
    onSettled: () => invalidateMe(queryClient),
  });
}

type TAddressSave = (TRefBody<typeof userRefs.createAddress> & { id?: undefined }) | TRefBody<typeof userRefs.updateAddress>;

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAddressSave) =>
      versioned(Boolean(body.id), async () =>
        body.id ? (await api.call(userRefs.updateAddress, { body })).data : (await api.call(userRefs.createAddress, { body })).data,
      ),
    onSettled: () => invalidateMe(queryClient),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await api.call(userRefs.deleteAddress, { query: { id } })).data,
    onSettled: () => invalidateMe(queryClient),
  });
}

/** `PUT /api/user/account-free`: the learning-platform account. */
export function useSaveLearningAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TRefBody<typeof userRefs.updateAccountFree>) => (await api.call(userRefs.updateAccountFree, { body })).data,
    onSettled: () => invalidateMe(queryClient),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: TRefBody<typeof userRefs.changePassword>) => (await api.call(userRefs.changePassword, { body })).data,
  });
}

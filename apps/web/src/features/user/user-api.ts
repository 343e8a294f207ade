import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { versioned } from '../../lib/api-error';
import type { TAccountFreeWire, TChangePasswordWire, TProvinceWire, TSaveAddressWire, TUpdateMeWire } from '../../lib/api-types';

const invalidateMe = (queryClient: ReturnType<typeof useQueryClient>) => queryClient.invalidateQueries({ queryKey: ['user', 'me'] });

/** `PUT /api/user/me` (multipart, with the picture as `Profile`). */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateMeWire) => versioned(true, async () => (await api.put<unknown>('/api/user/me', { multipart: body })).data),
    onSettled: () => invalidateMe(queryClient),
  });
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveAddressWire) =>
      versioned(Boolean(body.Id), async () => (await api.request<unknown>(body.Id ? 'PUT' : 'POST', '/api/user/address', { form: body })).data),
    onSettled: () => invalidateMe(queryClient),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await api.delete<unknown>('/api/user/address', { query: { id } })).data,
    onSettled: () => invalidateMe(queryClient),
  });
}

/** `PUT /api/user/account-free`: the learning-platform account. */
export function useSaveLearningAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TAccountFreeWire) => (await api.put<unknown>('/api/user/account-free', { form: body })).data,
    onSettled: () => invalidateMe(queryClient),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: TChangePasswordWire) => (await api.post<unknown>('/api/user/password/change', { json: body })).data,
  });
}

export const provincesQuery = () =>
  queryOptions({
    queryKey: ['province', 'list'],
    queryFn: async () => (await api.get<TProvinceWire[]>('/api/province/list')).data,
    staleTime: 24 * 60 * 60_000,
  });

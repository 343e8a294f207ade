import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { versioned } from '../../../lib/api-error';
import type { TRoleScreenWire, TRoleWire, TSaveRoleWire } from '../../../lib/api-types';
import type { Camelized } from '../../../lib/case';

export type TRole = Camelized<TRoleWire>;

export const rolesQuery = () =>
  queryOptions({ queryKey: ['role', 'list'], queryFn: async () => (await api.get<TRoleScreenWire>('/api/role')).data.roles });

/** `PUT /api/role`: the keys of one role, with its Version. */
export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveRoleWire) => versioned(true, async () => (await api.put<TRoleWire>('/api/role', { json: body })).data),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['role'] });
      void queryClient.invalidateQueries({ queryKey: ['permission'] });
    },
  });
}

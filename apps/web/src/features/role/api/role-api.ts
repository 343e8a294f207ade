import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roleRefs } from '@school/contract/role/role.refs';
import type { TRole as TRoleWire } from '@school/contract/role/role.schemas';
import type { TRefBody } from '@school/contract/common/route-ref';
import { api } from '../../../lib/api';
import { apiQuery } from '../../../lib/api-query';
import { versioned } from '../../../lib/api-error';
import type { Camelized } from '../../../lib/case';

export type TRole = Camelized<TRoleWire>;

export const rolesQuery = () => ({ ...apiQuery(roleRefs.list), select: (screen: { roles: TRole[] }) => screen.roles });

/** `PUT /api/role`: the keys of one role, with its Version. */
export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRefBody<typeof roleRefs.update>) => versioned(true, async () => (await api.call(roleRefs.update, { body })).data),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['role'] });
      void queryClient.invalidateQueries({ queryKey: ['permission'] });
    },
  });
}

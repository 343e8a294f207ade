import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRefBody, TRefData, TRefParams, TRefQuery, TRouteRef } from '@school/contract/common/route-ref';
import { apiKey, apiKeyPrefix, apiPageQuery } from './api-query';
import { api } from './api';
import type { Camelized } from './case';
import { versioned } from './api-error';

type TTarget<R extends TRouteRef> = { ref: R; query?: (id: string) => TRefQuery<R>; params?: (id: string) => TRefParams<R> };
type TElement<T> = T extends readonly (infer U)[] ? U : T;

/**
 * The record calls of one domain (list, get, create, update, delete) from the contract's refs, with query
 * keys derived from the calls, so every domain's screens fetch, cache and invalidate alike:
 *
 *   export const holidayApi = recordApi({
 *     list: holidayRefs.listCurrent, create: holidayRefs.create, update: holidayRefs.update,
 *     remove: { ref: holidayRefs.delete, query: (id) => ({ id }) },
 *   });
 *
 * The save takes the camelCase body of the create call, or of the update call with `id` and `version`.
 */
export function recordApi<L extends TRouteRef, C extends TRouteRef, U extends TRouteRef, G extends TRouteRef = never, D extends TRouteRef = never>(config: {
  list: L;
  /** Fixed query of the list (a screen adds its filters). */
  listQuery?: TRefQuery<L>;
  get?: TTarget<G>;
  create: C;
  update: U;
  /** Absent for records the server does not delete (they are deactivated instead). */
  remove?: TTarget<D>;
}) {
  type TItem = Camelized<TElement<TRefData<L>>>;
  const domain = apiKeyPrefix(config.list).slice(0, 1);
  const keys = {
    all: domain,
    list: apiKeyPrefix(config.list),
    one: (id: string) => (config.get ? apiKey(config.get.ref, config.get.query?.(id), config.get.params?.(id)) : [...domain, 'one', id]),
  };

  const listQuery = (query?: TRefQuery<L>) =>
    queryOptions({
      ...apiPageQuery(config.list, { query: { ...(config.listQuery as object), ...(query as object) } as TRefQuery<L> }),
      select: (page) => ({ items: (page.items ?? []) as unknown as TItem[], total: page.total }),
    });

  const getQuery = (id: string) =>
    queryOptions({
      queryKey: keys.one(id),
      queryFn: async () => {
        if (!config.get) throw new Error('no get call');
        const { ref, query, params } = config.get;
        return (await api.call(ref, { query: query?.(id), params: params?.(id) })).data as Camelized<TRefData<G>>;
      },
      enabled: Boolean(id && config.get),
    });

  type TSave = (TRefBody<C> & { id?: undefined; version?: undefined }) | (TRefBody<U> & { id: string; version?: number });

  function useSave() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: async (body: TSave) => {
        const { id, version, ...rest } = body as { id?: string; version?: number };
        if (id)
          return versioned(true, async () => (await api.call(config.update, { body: { ...rest, id, version } as TRefBody<U> })).data as Camelized<TRefData<U>>);
        return (await api.call(config.create, { body: rest as TRefBody<C> })).data as Camelized<TRefData<C> | TRefData<U>>;
      },
      // Success or a 409 (someone else changed it): either way the list must be read again.
      onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
    });
  }

  function useRemove() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: async (id: string) => {
        if (!config.remove) throw new Error('no delete call');
        const { ref, query, params } = config.remove;
        await api.call(ref, { query: query?.(id), params: params?.(id) });
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
    });
  }

  return { keys, listQuery, getQuery, useSave, useRemove };
}

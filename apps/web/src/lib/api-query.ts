import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { TRefData, TRouteRef } from '@school/contract/common/route-ref';
import { api } from './api';
import type { TCallOptions } from './api-client';
import type { Camelized } from './case';

/**
 * Query keys are derived from the call they cache, in this one place: the path's segments after the API prefix,
 * then the query and the path params. Two screens that read different calls can never share a cache
 * entry (a list and a record of one domain had collided under a hand-written key), and invalidating
 * `apiKeyPrefix(ref)` or `[domain]` reaches every call under that path.
 */
export function apiKey(ref: Pick<TRouteRef, 'path'>, query?: unknown, params?: unknown): QueryKey {
  const key: unknown[] = apiKeyPrefix(ref);
  if (params !== undefined) key.push({ params });
  key.push(query ?? {});
  return key;
}

/** The key of every cached answer of this call (any query). */
export function apiKeyPrefix(ref: Pick<TRouteRef, 'path'>): unknown[] {
  return ref.path
    .replace(/^\/api\//, '')
    .split('/')
    .filter((s) => s && !s.startsWith('{'));
}

type TQueryCallOptions<R extends TRouteRef> = Pick<TCallOptions<R>, 'query' | 'params' | 'quiet'>;

/** queryOptions of a reading call: its `Data`, camelCased. */
export function apiQuery<R extends TRouteRef>(ref: R, opts: TQueryCallOptions<R> = {}) {
  return queryOptions({
    queryKey: apiKey(ref, opts.query, opts.params),
    queryFn: async ({ signal }) => (await api.call(ref, { ...opts, signal })).data as Camelized<TRefData<R>>,
  });
}

/** queryOptions of a paged list call: `{ items, total }` (Total of the envelope). */
export function apiPageQuery<R extends TRouteRef>(ref: R, opts: TQueryCallOptions<R> = {}) {
  return queryOptions({
    queryKey: [...apiKey(ref, opts.query, opts.params), 'page'],
    queryFn: async ({ signal }) => {
      const result = await api.call(ref, { ...opts, signal });
      const items = (result.data ?? []) as Camelized<TRefData<R>>;
      return { items, total: result.total };
    },
  });
}

/**
 * A changing call as a mutation. After it settles (success, or a refusal that may mean someone else
 * changed the data) the named prefixes are read again; by default the domain of the call's own path.
 */
export function useApiMutation<R extends TRouteRef, TVars = TCallOptions<R>>(
  ref: R,
  config: { toOptions?: (vars: TVars) => TCallOptions<R>; invalidates?: Array<readonly unknown[]> } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: TVars) =>
      (await api.call(ref, config.toOptions ? config.toOptions(vars) : (vars as TCallOptions<R>))).data as Camelized<TRefData<R>>,
    onSettled: () =>
      Promise.all((config.invalidates ?? [apiKeyPrefix(ref).slice(0, 1)]).map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] }))),
  });
}

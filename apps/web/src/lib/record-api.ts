import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import type { Camelized } from './case';
import type { TQuery, TRequestOptions } from './api-client';
import { versioned } from './api-error';

type TBodyKind = 'json' | 'form' | 'multipart';
type TSend = { method: 'POST' | 'PUT' | 'DELETE'; path: string; kind?: TBodyKind };

const bodyOf = (kind: TBodyKind | undefined, body: unknown): TRequestOptions =>
  kind === 'form'
    ? { form: body as TRequestOptions['form'] }
    : kind === 'multipart'
      ? { multipart: body as TRequestOptions['multipart'] }
      : { json: body };

/**
 * Generic record calls of one domain (list, get, create, update, delete) with their query keys, so the
 * screens of every domain fetch, cache and invalidate alike. `TWire` is the record as the server sends
 * it, `TSave` the body of create and update (wire names, with `Version` on update).
 */
export function createRecordApi<TWire, TSave>(config: {
  key: string;
  list: { path: string; query?: TQuery };
  get?: (id: string) => { path: string; query?: TQuery };
  create: TSend;
  update: TSend;
  /** Absent for records the server does not delete (they are deactivated instead). */
  remove?: (id: string) => { path: string; query?: TQuery };
}) {
  const keys = { all: [config.key] as const, list: [config.key, 'list'] as const, one: (id: string) => [config.key, 'one', id] as const };

  const listQuery = (query?: TQuery) =>
    queryOptions({
      queryKey: [...keys.list, query ?? {}],
      queryFn: async () => {
        const result = await api.get<TWire[]>(config.list.path, { query: { ...config.list.query, ...query } });
        return { items: result.data ?? [], total: result.total };
      },
    });

  const getQuery = (id: string) =>
    queryOptions({
      queryKey: keys.one(id),
      queryFn: async () => {
        if (!config.get) throw new Error('no get call');
        const target = config.get(id);
        return (await api.get<TWire>(target.path, { query: target.query })).data;
      },
      enabled: Boolean(id && config.get),
    });

  function useSave() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: async (body: TSave & { Id?: string }) => {
        const send = body.Id ? config.update : config.create;
        return versioned(Boolean(body.Id), async () => (await api.request<TWire>(send.method, send.path, bodyOf(send.kind, body))).data as Camelized<TWire>);
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
        const target = config.remove(id);
        await api.delete<unknown>(target.path, { query: target.query });
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
    });
  }

  return { keys, listQuery, getQuery, useSave, useRemove };
}

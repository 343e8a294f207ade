import type { FastifyInstance } from 'fastify';
import type { TRouteDefinition } from '@school/contract/common/route';
import type { TAuth } from './auth.plugin';
import type { TAppDeps } from './deps';
import { addRoute, ok, type TRouteContext, type TRouteHandler } from './route';

/** The four routes of a plain record family, as the contract's `crudRoutes()` makes them. */
type TCrudFamily = { list: TRouteDefinition; create: TRouteDefinition; update: TRouteDefinition; delete: TRouteDefinition };
/** What a route's answer carries in `Data`. */
type TData<D extends TRouteDefinition> = Awaited<ReturnType<TRouteHandler<D>>> extends { Data: infer T } ? T : never;
type TBody<D extends TRouteDefinition> = TRouteContext<D>['body'];

export type TCrudHandlers<F extends TCrudFamily> = {
  /** The records (answered with their count as `Total`), or a page of them with the whole count. */
  list: (deps: TAppDeps, auth: TAuth, query: TRouteContext<F['list']>['query']) => Promise<TData<F['list']> | { items: TData<F['list']>; total: number }>;
  create: (deps: TAppDeps, auth: TAuth, body: TBody<F['create']>) => Promise<TData<F['create']>>;
  update: (deps: TAppDeps, auth: TAuth, body: TBody<F['update']>) => Promise<TData<F['update']>>;
  /** The id comes from the delete route's path (`{id}`) or its query (`?id=`); the answer is null. */
  delete: (deps: TAppDeps, auth: TAuth, id: string) => Promise<unknown>;
};

/**
 * Registers a record family's list, create, update and delete routes, each one service call:
 *
 *   addCrudRoutes(api, r.position, { list: service.listPositions, create: service.createPosition, update: service.updatePosition, delete: service.deletePosition });
 *
 * One line a family: a screen's families read as a table.
 */
export function addCrudRoutes<F extends TCrudFamily>(api: FastifyInstance, family: F, handlers: TCrudHandlers<F>): void {
  // The answers are checked against each route's response schema by `addRoute`; their types by TCrudHandlers.
  type TAnswer<D extends TRouteDefinition> = Awaited<ReturnType<TRouteHandler<D>>>;
  addRoute(api, family.list, async ({ deps, auth, query }) => {
    const rows = await handlers.list(deps, auth as TAuth, query as TRouteContext<F['list']>['query']);
    const page = Array.isArray(rows) ? { items: rows, total: rows.length } : (rows as { items: unknown[]; total: number });
    return ok(page.items, page.total) as TAnswer<F['list']>;
  });
  addRoute(
    api,
    family.create,
    async ({ deps, auth, body }) => ok(await handlers.create(deps, auth as TAuth, body as TBody<F['create']>)) as TAnswer<F['create']>,
  );
  addRoute(
    api,
    family.update,
    async ({ deps, auth, body }) => ok(await handlers.update(deps, auth as TAuth, body as TBody<F['update']>)) as TAnswer<F['update']>,
  );
  addRoute(api, family.delete, async ({ deps, auth, query, params }) => {
    const id = (params as { id?: string } | undefined)?.id ?? (query as { id: string }).id;
    await handlers.delete(deps, auth as TAuth, id);
    return ok(null) as TAnswer<F['delete']>;
  });
}

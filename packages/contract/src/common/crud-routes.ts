import { z } from 'zod';
import { ZEnvelope } from './envelope.schemas';
import type { TBodyKind, TRouteAccess, TRouteDefinition } from './route';

/**
 * The four routes of a plain record family (building, room, position, holiday, card, leave type …): list,
 * create, update and delete on one path, the list answering the records, create and update answering the
 * saved record, delete answering null. Readers and writers differ (`read`, `manage`); an operation may name
 * its own path or access (`/api/room/update`, `DELETE /api/room/{id}`). Extra routes of the domain are
 * spread beside: `{ ...crudRoutes({ … }), lookup: defineRoute({ … }) }`. With `prefix` the keys become
 * `<prefix>List`, `<prefix>Create` … for a domain that holds several families (subject: `rootList`).
 *
 * ```ts
 * export const cardRoutes = crudRoutes({
 *   path: '/api/card', area: 'setup', read: 'VIEW_NAV_CARD', manage: 'MANAGE_CARD', bodyKind: 'json', record: ZCard,
 *   list: { summary: 'Card settings', query: ZCardQuery },
 *   create: { summary: 'Create a card setting', body: ZCardCreate },
 *   update: { summary: 'Update a card setting (Version)', body: ZCardUpdate },
 *   delete: { summary: 'Delete a card setting', query: ZIdQuery },
 * });
 * ```
 */
type TSchema = z.ZodType | undefined;
type TEnvelopeOf<T extends z.ZodType> = ReturnType<typeof ZEnvelope<T>>;

type TOperation = {
  summary: string;
  /** The spec's path of this operation when it is not the family's. */
  path?: string;
  /** Who may call it when not `read` (list) or `manage` (create, update, delete). */
  access?: TRouteAccess;
};

export type TCrudSpec<
  R extends z.ZodType,
  LQ extends TSchema,
  CB extends TSchema,
  UB extends TSchema,
  DQ extends TSchema,
  DP extends TSchema,
  P extends string,
> = {
  /** Key prefix: '' (default) gives `list`, `create`, `update`, `delete`. */
  prefix?: P;
  path: string;
  area: string;
  /** Who may list. */
  read: TRouteAccess;
  /** Who may create, update and delete. */
  manage: TRouteAccess;
  /** How create and update bodies arrive. */
  bodyKind: TBodyKind;
  /** One record as the answers carry it. */
  record: R;
  list: TOperation & { query?: LQ };
  create: TOperation & { body: CB };
  update: TOperation & { body: UB };
  /** The id arrives in the query (`?id=`) or in the path (`{id}`, with `path`). */
  delete: TOperation & { query?: DQ; params?: DP };
};

type TCrud<R extends z.ZodType, LQ extends TSchema, CB extends TSchema, UB extends TSchema, DQ extends TSchema, DP extends TSchema> = {
  list: TRouteDefinition<LQ, undefined, undefined, TEnvelopeOf<z.ZodArray<R>>>;
  create: TRouteDefinition<undefined, CB, undefined, TEnvelopeOf<R>>;
  update: TRouteDefinition<undefined, UB, undefined, TEnvelopeOf<R>>;
  delete: TRouteDefinition<DQ, undefined, DP, TEnvelopeOf<z.ZodNull>>;
};

export type TCrudRoutes<P extends string, T> = P extends '' ? T : { [K in keyof T as `${P}${Capitalize<K & string>}`]: T[K] };

/** Leaves absent schemas out of a definition, as a hand-written one would. */
function route(def: TRouteDefinition): TRouteDefinition {
  return Object.fromEntries(Object.entries(def).filter(([, v]) => v !== undefined)) as TRouteDefinition;
}

export function crudRoutes<
  R extends z.ZodType,
  LQ extends TSchema = undefined,
  CB extends TSchema = undefined,
  UB extends TSchema = undefined,
  DQ extends TSchema = undefined,
  DP extends TSchema = undefined,
  P extends string = '',
>(spec: TCrudSpec<R, LQ, CB, UB, DQ, DP, P>): TCrudRoutes<P, TCrud<R, LQ, CB, UB, DQ, DP>> {
  const common = { area: spec.area };
  const saved = ZEnvelope(spec.record);
  const routes: Record<string, TRouteDefinition> = {
    list: route({
      method: 'GET',
      path: spec.list.path ?? spec.path,
      ...common,
      access: spec.list.access ?? spec.read,
      summary: spec.list.summary,
      query: spec.list.query,
      response: ZEnvelope(z.array(spec.record)),
    }),
    create: route({
      method: 'POST',
      path: spec.create.path ?? spec.path,
      ...common,
      access: spec.create.access ?? spec.manage,
      summary: spec.create.summary,
      body: spec.create.body,
      bodyKind: spec.bodyKind,
      response: saved,
    }),
    update: route({
      method: 'PUT',
      path: spec.update.path ?? spec.path,
      ...common,
      access: spec.update.access ?? spec.manage,
      summary: spec.update.summary,
      body: spec.update.body,
      bodyKind: spec.bodyKind,
      response: saved,
    }),
    delete: route({
      method: 'DELETE',
      path: spec.delete.path ?? spec.path,
      ...common,
      access: spec.delete.access ?? spec.manage,
      summary: spec.delete.summary,
      query: spec.delete.query,
      params: spec.delete.params,
      response: ZEnvelope(z.null()),
    }),
  };
  const prefix = spec.prefix ?? '';
  return Object.fromEntries(Object.entries(routes).map(([k, v]) => [prefix ? `${prefix}${k[0]!.toUpperCase()}${k.slice(1)}` : k, v])) as TCrudRoutes<
    P,
    TCrud<R, LQ, CB, UB, DQ, DP>
  >;
}

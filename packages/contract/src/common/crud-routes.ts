import { z } from 'zod';
import { ZEnvelope } from './envelope.schemas';
import type { TBodyKind, TRouteAccess, TRouteDefinition } from './route';

/**
 * The routes of a plain record family (building, room, position, holiday, card, leave type …): list, get,
 * create, update and delete of one record kind. The list answers the records, get, create and update
 * answer the record, delete answers null, unless an operation's `data` says otherwise (list rows lighter than
 * the record, the saved records of a batch). Readers and writers differ (`read`, `manage`); an
 * operation may name its own path, access or body kind (`/api/room/update`, `DELETE /api/room/{id}`). A family
 * names only the operations the spec has (a student's cards: create, update, delete), in the order it lists
 * them, which is the order of the keys. Extra routes of the domain are spread beside:
 * `{ ...crudRoutes({ … }), lookup: defineRoute({ … }) }`. With `prefix` the keys become `<prefix>List`,
 * `<prefix>Create` … for a domain that holds several families (subject: `rootList`).
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
 *
 * The definitions are the ones `defineRoute` would make by hand, to the type: the server's `addRoute` and the
 * web's typed client infer each route's query, params, body and answer from them exactly as before.
 */
type TOperation = {
  summary: string;
  /** The spec's path of this operation when it is not the family's (required for `get`). */
  path?: string;
  /** Who may call it when not `read` (list, get) or `manage` (create, update, delete). */
  access?: TRouteAccess;
  /** What the answer's `Data` carries when not the usual (list rows, the saved records of a batch, the parent of a removed child). */
  data?: z.ZodType;
};
type TWrite = TOperation & { body: z.ZodType; /** When this body arrives otherwise than the family's. */ bodyKind?: TBodyKind };
type TById = TOperation & { query?: z.ZodType; params?: z.ZodType };

export type TCrudSpec = {
  /** Key prefix: '' (default) gives `list`, `create`, `update`, `delete`. */
  prefix?: string;
  path: string;
  area: string;
  /** Who may list and get. */
  read?: TRouteAccess;
  /** Who may create, update and delete. */
  manage?: TRouteAccess;
  /** How create and update bodies arrive. */
  bodyKind?: TBodyKind;
  /** One record as the answers carry it. */
  record: z.ZodType;
  list?: TOperation & { query?: z.ZodType };
  /** One record: the id arrives in the query (`?id=`) or in the path (`{id}`). */
  get?: TById & { path: string };
  create?: TWrite;
  update?: TWrite;
  /** The id arrives in the query (`?id=`) or in the path (`{id}`, with `path`). */
  delete?: TById;
};

type TOperationName = 'list' | 'get' | 'create' | 'update' | 'delete';
type TEnvelopeOf<T extends z.ZodType> = ReturnType<typeof ZEnvelope<T>>;
/** The schema an operation names under `key`, or undefined (as `defineRoute` types an absent one). */
type TPart<O, K extends string> = O extends { [P in K]: infer S extends z.ZodType } ? S : undefined;

/** The answer of an operation: its own `data`, else the usual one. */
type TAnswer<O, D extends z.ZodType> = TEnvelopeOf<O extends { data: infer X extends z.ZodType } ? X : D>;

type TDefinitions<S extends TCrudSpec> = {
  list: TRouteDefinition<TPart<S['list'], 'query'>, undefined, undefined, TAnswer<S['list'], z.ZodArray<S['record']>>>;
  get: TRouteDefinition<TPart<S['get'], 'query'>, undefined, TPart<S['get'], 'params'>, TAnswer<S['get'], S['record']>>;
  create: TRouteDefinition<undefined, TPart<S['create'], 'body'>, undefined, TAnswer<S['create'], S['record']>>;
  update: TRouteDefinition<undefined, TPart<S['update'], 'body'>, undefined, TAnswer<S['update'], S['record']>>;
  delete: TRouteDefinition<TPart<S['delete'], 'query'>, undefined, TPart<S['delete'], 'params'>, TAnswer<S['delete'], z.ZodNull>>;
};
type TKey<S extends TCrudSpec, K extends string> = S extends { prefix: infer P extends string } ? (P extends '' ? K : `${P}${Capitalize<K>}`) : K;

/** The definitions of the operations the spec names, under their (prefixed) keys. */
export type TCrudRoutes<S extends TCrudSpec> = {
  [K in TOperationName & keyof S as TKey<S, K>]: TDefinitions<S>[K];
};

const METHOD = { list: 'GET', get: 'GET', create: 'POST', update: 'PUT', delete: 'DELETE' } as const;

/** Leaves absent schemas out of a definition, as a hand-written one would. */
function route(def: TRouteDefinition): TRouteDefinition {
  return Object.fromEntries(Object.entries(def).filter(([, v]) => v !== undefined)) as TRouteDefinition;
}

function definition(spec: TCrudSpec, name: TOperationName): TRouteDefinition {
  const who = spec[name]?.access ?? (name === 'list' || name === 'get' ? spec.read : spec.manage);
  if (who === undefined) throw new Error(`crudRoutes ${spec.path}: ${name} names no access (give the family's read or manage)`);
  const common = { method: METHOD[name], path: spec[name]?.path ?? spec.path, area: spec.area };
  switch (name) {
    case 'list': {
      const op = spec.list!;
      return route({ ...common, access: who, summary: op.summary, query: op.query, response: ZEnvelope(op.data ?? z.array(spec.record)) });
    }
    case 'get':
    case 'delete': {
      const op = spec[name]!;
      const response = ZEnvelope(op.data ?? (name === 'get' ? spec.record : z.null()));
      return route({ ...common, access: who, summary: op.summary, query: op.query, params: op.params, response });
    }
    case 'create':
    case 'update': {
      const op = spec[name]!;
      const bodyKind = op.bodyKind ?? spec.bodyKind;
      return route({ ...common, access: who, summary: op.summary, body: op.body, bodyKind, response: ZEnvelope(op.data ?? spec.record) });
    }
  }
}

export function crudRoutes<const S extends TCrudSpec>(spec: S): TCrudRoutes<S> {
  const prefix = spec.prefix ?? '';
  const names = Object.keys(spec).filter((k): k is TOperationName => k in METHOD);
  return Object.fromEntries(
    names.map((name) => [prefix ? `${prefix}${name[0]!.toUpperCase()}${name.slice(1)}` : name, definition(spec, name)]),
  ) as TCrudRoutes<S>;
}

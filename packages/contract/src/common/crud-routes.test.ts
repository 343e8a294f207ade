import { z } from 'zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { crudRoutes } from './crud-routes';
import { defineRoute } from './route';
import { ZEnvelope } from './envelope.schemas';
import { ZIdParams, ZIdQuery } from './fields.schemas';
import type { TRefBody, TRefData, TRefQuery, TRouteRef } from './route-ref';

const ZThing = z.object({ Id: z.string(), Code: z.string() });
const ZThingCreate = z.object({ Code: z.string() });
const ZThingUpdate = ZThingCreate.extend({ Id: z.string(), Version: z.number() });
const ZThingQuery = z.object({ search: z.string().optional() });

const spec = {
  path: '/api/thing',
  area: 'setup',
  read: 'authenticated',
  manage: 'MANAGE_CARD',
  bodyKind: 'json',
  record: ZThing,
  list: { summary: 'Things', query: ZThingQuery },
  create: { summary: 'Create a thing', body: ZThingCreate },
  update: { summary: 'Update a thing', body: ZThingUpdate },
  delete: { summary: 'Delete a thing', query: ZIdQuery },
} as const;

/** The list route of `spec` as a hand-written routes file declared it. */
const listByHand = defineRoute({
  method: 'GET',
  path: '/api/thing',
  area: 'setup',
  access: 'authenticated',
  summary: 'Things',
  query: ZThingQuery,
  response: ZEnvelope(z.array(ZThing)),
});

describe('crudRoutes', () => {
  it('writes the four definitions a hand-written routes file held', () => {
    const routes = crudRoutes(spec);
    const plain = (d: object) => JSON.parse(JSON.stringify(d, (k, v) => (v instanceof z.ZodType ? `schema` : v)));
    expect(Object.keys(routes)).toEqual(['list', 'create', 'update', 'delete']);
    expect(plain(routes.list)).toEqual(plain(listByHand));
    expect(routes.create).toMatchObject({ method: 'POST', path: '/api/thing', access: 'MANAGE_CARD', body: ZThingCreate, bodyKind: 'json' });
    expect(routes.update).toMatchObject({ method: 'PUT', path: '/api/thing', access: 'MANAGE_CARD', body: ZThingUpdate, bodyKind: 'json' });
    expect(routes.delete).toMatchObject({ method: 'DELETE', path: '/api/thing', access: 'MANAGE_CARD', query: ZIdQuery });
    // No key for a schema the family does not have (a hand-written definition leaves it out too).
    expect('body' in routes.list || 'params' in routes.delete || 'query' in routes.create).toBe(false);
    expect(routes.list.response!.safeParse({ StatusCode: 200, Message: '', Data: [{ Id: 'a', Code: 'A' }] }).success).toBe(true);
    expect(routes.create.response!.safeParse({ StatusCode: 200, Message: '', Data: [{ Id: 'a', Code: 'A' }] }).success).toBe(false);
    expect(routes.delete.response!.safeParse({ StatusCode: 200, Message: '', Data: null }).success).toBe(true);
  });

  it("takes an operation's own path and access, and prefixes the keys", () => {
    const routes = crudRoutes({
      ...spec,
      prefix: 'root',
      update: { ...spec.update, path: '/api/thing/update' },
      delete: { summary: 'Delete', path: '/api/thing/{id}', params: ZIdParams, access: 'MANAGE_ROOM' },
    });
    expect(Object.keys(routes)).toEqual(['rootList', 'rootCreate', 'rootUpdate', 'rootDelete']);
    expect(routes.rootUpdate.path).toBe('/api/thing/update');
    expect(routes.rootDelete).toMatchObject({ path: '/api/thing/{id}', params: ZIdParams, access: 'MANAGE_ROOM' });
    expect('query' in routes.rootDelete).toBe(false);
  });

  it('types the refs the web derives from it like a hand-written route', () => {
    const routes = crudRoutes(spec);
    type TList = TRouteRef<typeof routes.list>;
    type TCreate = TRouteRef<typeof routes.create>;
    expectTypeOf<TRefQuery<TList>>().toEqualTypeOf<{ search?: string | undefined }>();
    expectTypeOf<TRefData<TList>>().toEqualTypeOf<Array<{ Id: string; Code: string }>>();
    expectTypeOf<TRefBody<TCreate>>().toEqualTypeOf<{ code: string }>();
    expectTypeOf<TRefData<TCreate>>().toEqualTypeOf<{ Id: string; Code: string }>();
    // The very types a hand-written definition has.
    const byHand = {
      list: listByHand,
      delete: defineRoute({
        method: 'DELETE',
        path: '/api/thing',
        area: 'setup',
        access: 'MANAGE_CARD',
        summary: 'Delete',
        query: ZIdQuery,
        response: ZEnvelope(z.null()),
      }),
    };
    expectTypeOf(routes.list).toEqualTypeOf(byHand.list);
    expectTypeOf(routes.delete).toEqualTypeOf(byHand.delete);
  });

  it('writes only the operations a family names, in its order, with a get, answers and a body kind of its own', () => {
    const ZRow = z.object({ Id: z.string() });
    const routes = crudRoutes({
      path: '/api/thing',
      area: 'setup',
      read: 'authenticated',
      manage: 'MANAGE_CARD',
      bodyKind: 'form',
      record: ZThing,
      list: { summary: 'Things', data: z.array(ZRow) },
      get: { summary: 'One thing', path: '/api/thing/find', query: ZIdQuery },
      create: { summary: 'Create', body: ZThingCreate, bodyKind: 'json' },
      update: { summary: 'Update', body: ZThingUpdate, data: z.array(ZThing) },
    });
    expect(Object.keys(routes)).toEqual(['list', 'get', 'create', 'update']);
    expect(routes.get).toMatchObject({ method: 'GET', path: '/api/thing/find', access: 'authenticated', query: ZIdQuery });
    expect(routes.get.response!.safeParse({ StatusCode: 200, Message: '', Data: { Id: 'a', Code: 'A' } }).success).toBe(true);
    expect(routes.list.response!.safeParse({ StatusCode: 200, Message: '', Data: [{ Id: 'a' }] }).success).toBe(true);
    expect([routes.create.bodyKind, routes.update.bodyKind]).toEqual(['json', 'form']);
    expectTypeOf<TRefData<TRouteRef<typeof routes.list>>>().toEqualTypeOf<Array<{ Id: string }>>();
    expectTypeOf<TRefData<TRouteRef<typeof routes.update>>>().toEqualTypeOf<Array<{ Id: string; Code: string }>>();
    expectTypeOf<TRefData<TRouteRef<typeof routes.create>>>().toEqualTypeOf<{ Id: string; Code: string }>();
    expectTypeOf<TRefQuery<TRouteRef<typeof routes.get>>>().toEqualTypeOf<TRefQuery<TRouteRef<ReturnType<typeof defineRoute<typeof ZIdQuery>>>>>();
    // @ts-expect-error: no delete was named
    expect(routes.delete).toBeUndefined();
  });

  it('refuses an operation that names no access', () => {
    expect(() => crudRoutes({ path: '/api/thing', area: 'setup', record: ZThing, list: { summary: 'Things' } })).toThrow(/list names no access/);
  });
});

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

describe('crudRoutes', () => {
  it('writes the four definitions a hand-written routes file held', () => {
    const routes = crudRoutes(spec);
    const plain = (d: object) => JSON.parse(JSON.stringify(d, (k, v) => (v instanceof z.ZodType ? `schema` : v)));
    expect(Object.keys(routes)).toEqual(['list', 'create', 'update', 'delete']);
    expect(plain(routes.list)).toEqual(
      plain(
        defineRoute({
          method: 'GET',
          path: '/api/thing',
          area: 'setup',
          access: 'authenticated',
          summary: 'Things',
          query: ZThingQuery,
          response: ZEnvelope(z.array(ZThing)),
        }),
      ),
    );
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
    type TRoutes = ReturnType<typeof crudRoutes<typeof ZThing, typeof ZThingQuery, typeof ZThingCreate, typeof ZThingUpdate, typeof ZIdQuery>>;
    type TList = TRouteRef<TRoutes['list']>;
    type TCreate = TRouteRef<TRoutes['create']>;
    expectTypeOf<TRefQuery<TList>>().toEqualTypeOf<{ search?: string | undefined }>();
    expectTypeOf<TRefData<TList>>().toEqualTypeOf<Array<{ Id: string; Code: string }>>();
    expectTypeOf<TRefBody<TCreate>>().toEqualTypeOf<{ code: string }>();
    expectTypeOf<TRefData<TCreate>>().toEqualTypeOf<{ Id: string; Code: string }>();
  });
});

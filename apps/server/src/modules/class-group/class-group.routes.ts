import type { FastifyInstance } from 'fastify';
import { classGroupRoutes as r } from '@school/contract';
import { addRoute, ok } from '../../http/route';
import * as service from './class-group.service';

export async function registerClassGroupRoutes(api: FastifyInstance) {
  const list = async ({ deps, auth }: { deps: Parameters<typeof service.listClassGroups>[0]; auth: Parameters<typeof service.listClassGroups>[1] }) => {
    const rows = await service.listClassGroups(deps, auth);
    return ok(rows, rows.length);
  };
  addRoute(api, r.list, list);
  addRoute(api, r.lookup, list);
  addRoute(api, r.create, async ({ deps, auth, body }) => ok(await service.createClassGroup(deps, auth, body)));
  addRoute(api, r.update, async ({ deps, auth, body }) => ok(await service.updateClassGroup(deps, auth, body)));
  addRoute(api, r.delete, async ({ deps, auth, query }) => ok(await service.deleteClassGroup(deps, auth, query.id).then(() => null)));
}

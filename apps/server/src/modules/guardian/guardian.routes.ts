import type { FastifyInstance } from 'fastify';
import { guardianRoutes as r } from '@school/contract';
import { addRoute, ok } from '../../http/route';
import * as service from './guardian.service';

export async function registerGuardianRoutes(api: FastifyInstance) {
  addRoute(api, r.list, async ({ deps, auth, query }) => {
    const { rows, total } = await service.listGuardians(deps, auth, query);
    return ok(rows, total);
  });
  addRoute(api, r.find, async ({ deps, auth, query }) => ok(await service.findGuardian(deps, auth, query.id)));
  addRoute(api, r.relationshipTypes, async () => ok(service.relationshipTypes()));
  addRoute(api, r.duplicates, async ({ deps, auth, query }) => ok(await service.possibleDuplicates(deps, auth, query)));
  addRoute(api, r.create, async ({ deps, auth, body }) => ok(await service.createGuardian(deps, auth, body)));
  addRoute(api, r.update, async ({ deps, auth, body }) => ok(await service.updateGuardian(deps, auth, body)));
  addRoute(api, r.delete, async ({ deps, auth, query }) => ok(await service.deleteGuardian(deps, auth, query.id).then(() => null)));
}

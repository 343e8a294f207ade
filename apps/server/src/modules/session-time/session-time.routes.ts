import type { FastifyInstance } from 'fastify';
import { sessionTimeRoutes as r } from '@school/contract';
import { addRoute, ok } from '../../http/route';
import * as service from './session-time.service';

export async function registerSessionTimeRoutes(api: FastifyInstance) {
  addRoute(api, r.levelClassified, async ({ deps, auth }) => ok(await service.listLevelSummaries(deps, auth)));
  addRoute(api, r.groups, async ({ deps, auth, query }) => ok(await service.listGroups(deps, auth, query.levelClassifiedId)));
  addRoute(api, r.list, async ({ deps, auth, query }) => {
    const rows = await service.listSessionTimes(deps, auth, query);
    return ok(rows, rows.length);
  });
  addRoute(api, r.create, async ({ deps, auth, body }) => ok(await service.createSessionTimes(deps, auth, body)));
  addRoute(api, r.update, async ({ deps, auth, body }) => ok(await service.updateSessionTime(deps, auth, body)));
  addRoute(api, r.delete, async ({ deps, auth, params }) => ok(await service.deleteSessionTime(deps, auth, params.id).then(() => null)));
  addRoute(api, r.generate, async ({ deps, auth, params, query }) => ok(await service.generate(deps, auth, params.id, query)));
}

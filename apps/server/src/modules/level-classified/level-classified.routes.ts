import type { FastifyInstance } from 'fastify';
import { levelClassifiedRoutes as r } from '@school/contract';
import { addRoute, ok } from '../../http/route';
import * as service from './level-classified.service';

export async function registerLevelClassifiedRoutes(api: FastifyInstance) {
  addRoute(api, r.list, async ({ deps, auth }) => {
    const rows = await service.listLevelClassified(deps, auth);
    return ok(rows, rows.length);
  });
  addRoute(api, r.create, async ({ deps, auth, body }) => ok(await service.createLevelClassified(deps, auth, body)));
  addRoute(api, r.update, async ({ deps, auth, body }) => ok(await service.updateLevelClassified(deps, auth, body)));
  addRoute(api, r.delete, async ({ deps, auth, params }) => {
    await service.deleteLevelClassified(deps, auth, params.id);
    return ok(null);
  });
  addRoute(api, r.byEmployee, async ({ deps, auth, query }) => ok(await service.listLevelClassifiedByEmployee(deps, auth, query.employeeId)));
}

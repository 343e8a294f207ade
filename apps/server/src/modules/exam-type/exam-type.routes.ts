import type { FastifyInstance } from 'fastify';
import { examTypeRoutes as r } from '@school/contract';
import { addRoute, ok } from '../../http/route';
import * as service from './exam-type.service';

export async function registerExamTypeRoutes(api: FastifyInstance) {
  addRoute(api, r.list, async ({ deps, auth, query }) => {
    const rows = await service.listExamTypes(deps, auth, query);
    return ok(rows, rows.length);
  });
  addRoute(api, r.byYear, async ({ deps, auth, query }) => {
    const rows = await service.listExamTypes(deps, auth, { ...query, activeOnly: true });
    return ok(rows, rows.length);
  });
  addRoute(api, r.current, async ({ deps, auth }) => ok(await service.currentExamType(deps, auth)));
  addRoute(api, r.create, async ({ deps, auth, body }) => ok(await service.createExamType(deps, auth, body)));
  addRoute(api, r.update, async ({ deps, auth, body }) => ok(await service.updateExamType(deps, auth, body)));
  addRoute(api, r.delete, async ({ deps, auth, query }) => ok(await service.deleteExamType(deps, auth, query.id).then(() => null)));
}

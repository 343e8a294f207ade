import type { FastifyInstance } from 'fastify';
import { studentMisconductRoutes as r } from '@school/contract';
import { addRoute, ok } from '../../http/route';
import * as service from './student-misconduct.service';

export async function registerStudentMisconductRoutes(api: FastifyInstance) {
  addRoute(api, r.list, async ({ deps, auth, query }) => {
    const rows = await service.listMisconduct(deps, auth, query);
    return ok(rows, rows.length);
  });
  addRoute(api, r.create, async ({ deps, auth, body }) => ok(await service.createMisconduct(deps, auth, body)));
  addRoute(api, r.update, async ({ deps, auth, body }) => ok(await service.updateMisconduct(deps, auth, body)));
  addRoute(api, r.delete, async ({ deps, auth, query }) => {
    await service.deleteMisconduct(deps, auth, query.id);
    return ok(null);
  });
}

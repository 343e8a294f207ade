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
}

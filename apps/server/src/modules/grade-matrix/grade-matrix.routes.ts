import type { FastifyInstance } from 'fastify';
import { gradeMatrixRoutes as r } from '@school/contract';
import { addRoute, ok } from '../../http/route';
import * as service from './grade-matrix.service';

export async function registerGradeMatrixRoutes(api: FastifyInstance) {
  addRoute(api, r.list, async ({ deps, auth, query }) => {
    const rows = await service.listGradeMatrix(deps, auth, query);
    return ok(rows, rows.length);
  });
  addRoute(api, r.create, async ({ deps, auth, body }) => ok(await service.createGradeMatrix(deps, auth, body)));
  addRoute(api, r.update, async ({ deps, auth, body }) => ok(await service.updateGradeMatrix(deps, auth, body)));
  addRoute(api, r.delete, async ({ deps, auth, query }) => ok(await service.deleteGradeMatrix(deps, auth, query.id).then(() => null)));
}

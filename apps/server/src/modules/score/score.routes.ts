import type { FastifyInstance } from 'fastify';
import { scoreRoutes as r } from '@school/contract/score/score.routes';
import { addRoute, ok } from '../../http/route';
import * as service from './score.service';

export async function registerScoreRoutes(api: FastifyInstance) {
  addRoute(api, r.schedule, async ({ deps, auth, query }) => ok(await service.entrySchedule(deps, auth, query)));
  addRoute(api, r.home, async ({ deps, auth, query }) => ok(await service.home(deps, auth, query)));
  addRoute(api, r.byClassAndExamType, async ({ deps, auth, query }) => ok(await service.byClassAndExamType(deps, auth, query)));
  addRoute(api, r.batchSave, async ({ deps, auth, body }) => ok(await service.batchSave(deps, auth, body)));
}

import type { FastifyInstance } from 'fastify';
import { standardScoreRoutes as r } from '@school/contract';
import { addRoute, ok } from '../../http/route';
import * as service from './standard-score.service';

export async function registerStandardScoreRoutes(api: FastifyInstance) {
  addRoute(api, r.list, async ({ deps, auth, query }) => {
    const rows = await service.listStandardScores(deps, auth, query);
    return ok(rows, rows.length);
  });
  addRoute(api, r.create, async ({ deps, auth, body }) => ok(await service.createStandardScore(deps, auth, body)));
  addRoute(api, r.update, async ({ deps, auth, body }) => ok(await service.updateStandardScore(deps, auth, body)));
  addRoute(api, r.delete, async ({ deps, auth, query }) => ok(await service.deleteStandardScore(deps, auth, query.id).then(() => null)));
}

import type { FastifyInstance } from 'fastify';
import { scoreConfirmationRoutes as r } from '@school/contract/score/score-confirmation.routes';
import { addRoute, ok } from '../../http/route';
import * as service from './score-confirmation.service';

export async function registerScoreConfirmationRoutes(api: FastifyInstance) {
  addRoute(api, r.overview, async ({ deps, auth, query }) => ok(await service.overview(deps, auth, query)));
  addRoute(api, r.sheetReview, async ({ deps, auth, query }) => ok(await service.sheetReview(deps, auth, query)));
  addRoute(api, r.submit, async ({ deps, auth, body }) => ok(await service.submit(deps, auth, body)));
  addRoute(api, r.preview, async ({ deps, auth, body }) => ok(await service.preview(deps, auth, body)));
  addRoute(api, r.confirm, async ({ deps, auth, body }) => ok(await service.confirm(deps, auth, body)));
  addRoute(api, r.confirmClass, async ({ deps, auth, body }) => ok(await service.confirmClass(deps, auth, body)));
  addRoute(api, r.previous, async ({ deps, auth, body }) => ok(await service.previous(deps, auth, body)));
}

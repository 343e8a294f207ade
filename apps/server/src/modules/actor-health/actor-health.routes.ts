import type { FastifyInstance } from 'fastify';
import { actorHealthRoutes as r } from '@school/contract/actor-health/actor-health.routes';
import { addRoute, ok } from '../../http/route';
import * as service from './actor-health.service';

export async function registerActorHealthRoutes(api: FastifyInstance) {
  addRoute(api, r.types, async () => {
    const items = service.listTypes();
    return ok(items, items.length);
  });
  addRoute(api, r.save, async ({ deps, auth, body }) => ok(await service.saveCheck(deps, auth, body)));
  addRoute(api, r.list, async ({ deps, auth, query }) => ok(await service.listChecks(deps, auth, query)));
  addRoute(api, r.daily, async ({ deps, auth, query }) => ok(await service.daily(deps, auth, query)));
  addRoute(api, r.weekly, async ({ deps, auth, query }) => ok(await service.weekly(deps, auth, query)));
  addRoute(api, r.monthly, async ({ deps, auth, query }) => ok(await service.monthly(deps, auth, query)));
}

import type { FastifyInstance } from 'fastify';
import { positionRoutes } from '@school/contract/position/position.routes';
import { addRoute, ok } from '../../http/route';
import * as service from './position.service';

export async function registerPositionRoutes(api: FastifyInstance) {
  addRoute(api, positionRoutes.list, async ({ deps, auth, query }) => {
    const { items, total } = await service.listPositions(deps, auth, query);
    return ok(items, total);
  });
  addRoute(api, positionRoutes.create, async ({ deps, auth, body }) => ok(await service.createPosition(deps, auth, body)));
  addRoute(api, positionRoutes.update, async ({ deps, auth, body }) => ok(await service.updatePosition(deps, auth, body)));
  addRoute(api, positionRoutes.delete, async ({ deps, auth, query }) => {
    await service.deletePosition(deps, auth, query.id);
    return ok(null);
  });
}

import type { FastifyInstance } from 'fastify';
import { buildingRoutes } from '@school/contract/building/building.routes';
import { addRoute, ok } from '../../http/route';
import * as service from './building.service';

export async function registerBuildingRoutes(api: FastifyInstance) {
  addRoute(api, buildingRoutes.list, async ({ deps, auth, query }) => {
    const { items, total } = await service.listBuildings(deps, auth, query);
    return ok(items, total);
  });
  addRoute(api, buildingRoutes.get, async ({ deps, auth, query }) => ok(await service.getBuilding(deps, auth, query.id)));
  addRoute(api, buildingRoutes.create, async ({ deps, auth, body }) => ok(await service.createBuilding(deps, auth, body)));
  addRoute(api, buildingRoutes.update, async ({ deps, auth, body }) => ok(await service.updateBuilding(deps, auth, body)));
  addRoute(api, buildingRoutes.delete, async ({ deps, auth, query }) => {
    await service.deleteBuilding(deps, auth, query.id);
    return ok(null);
  });
}

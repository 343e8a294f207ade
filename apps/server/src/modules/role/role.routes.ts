import type { FastifyInstance } from 'fastify';
import { roleRoutes } from '@school/contract/role/role.routes';
import { addRoute, ok } from '../../http/route';
import * as service from './role.service';

export async function registerRoleRoutes(api: FastifyInstance) {
  addRoute(api, roleRoutes.list, async ({ deps, auth }) => ok(await service.listRoles(deps, auth)));
  addRoute(api, roleRoutes.create, async ({ deps, auth, body }) => ok(await service.createRole(deps, auth, body)));
  addRoute(api, roleRoutes.update, async ({ deps, auth, body }) => ok(await service.updateRole(deps, auth, body)));
  addRoute(api, roleRoutes.delete, async ({ deps, auth, query }) => {
    await service.deleteRole(deps, auth, query.id);
    return ok(null);
  });
}

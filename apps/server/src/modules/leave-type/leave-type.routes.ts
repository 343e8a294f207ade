import type { FastifyInstance } from 'fastify';
import { leaveTypeRoutes as r } from '@school/contract';
import { addRoute, ok } from '../../http/route';
import * as service from './leave-type.service';

export async function registerLeaveTypeRoutes(api: FastifyInstance) {
  addRoute(api, r.list, async ({ deps, auth, query }) => {
    const rows = await service.listLeaveTypes(deps, auth, query);
    return ok(rows, rows.length);
  });
  addRoute(api, r.create, async ({ deps, auth, body }) => ok(await service.createLeaveType(deps, auth, body)));
  addRoute(api, r.update, async ({ deps, auth, body }) => ok(await service.updateLeaveType(deps, auth, body)));
  addRoute(api, r.delete, async ({ deps, auth, query }) => ok(await service.deleteLeaveType(deps, auth, query.id).then(() => null)));
}

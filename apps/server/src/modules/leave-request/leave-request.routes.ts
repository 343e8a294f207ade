import type { FastifyInstance } from 'fastify';
import { leaveRequestRoutes as r } from '@school/contract/leave-request/leave-request.routes';
import { addRoute, ok } from '../../http/route';
import { sendDownload } from '../../lib/file-reply';
import * as service from './leave-request.service';

export async function registerLeaveRequestRoutes(api: FastifyInstance) {
  addRoute(api, r.list, async ({ deps, auth, query }) => {
    const { items, total } = await service.listLeaveRequests(deps, auth, query);
    return ok(items, total);
  });
  addRoute(api, r.create, async ({ deps, auth, body }) => ok(await service.createLeaveRequest(deps, auth, body)));
  addRoute(api, r.update, async ({ deps, auth, body }) => ok(await service.updateLeaveRequest(deps, auth, body)));
  addRoute(api, r.approve, async ({ deps, auth, body }) => ok(await service.decideLeaveRequest(deps, auth, body)));
  addRoute(api, r.pendingCount, async ({ deps, auth }) => ok(await service.pendingCount(deps, auth)));
  addRoute(api, r.file, async ({ deps, auth, query, reply }) => sendDownload(reply, await service.readLeaveRequestFile(deps, auth, query.id)));
}

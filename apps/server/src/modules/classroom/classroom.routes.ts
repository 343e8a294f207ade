import type { FastifyInstance } from 'fastify';
import { classroomRoutes as r } from '@school/contract/classroom/classroom.routes';
import { addRoute, ok } from '../../http/route';
import * as service from './classroom.service';

export async function registerClassroomRoutes(api: FastifyInstance) {
  addRoute(api, r.list, async ({ deps, auth }) => ok(await service.listClassrooms(deps, auth)));
  addRoute(api, r.detail, async ({ deps, auth, query }) => ok(await service.classroomDetail(deps, auth, query)));
  addRoute(api, r.live, async ({ deps, auth, query }) => ok(await service.listLives(deps, auth, query)));
  addRoute(api, r.start, async ({ deps, auth, body }) => ok(await service.startLive(deps, auth, body)));
  addRoute(api, r.update, async ({ deps, auth, body }) => ok(await service.updateLive(deps, auth, body)));
  addRoute(api, r.close, async ({ deps, auth, query }) => ok(await service.closeLive(deps, auth, query)));
  addRoute(api, r.join, async ({ deps, auth, query }) => ok(await service.joinLive(deps, auth, query.classLiveId)));
  addRoute(api, r.link, async ({ deps, auth, body }) => ok(await service.saveLink(deps, auth, body)));
}

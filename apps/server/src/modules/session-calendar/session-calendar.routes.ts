import type { FastifyInstance } from 'fastify';
import { sessionCalendarRoutes as r } from '@school/contract';
import { addRoute, ok } from '../../http/route';
import * as service from './session-calendar.service';

export async function registerSessionCalendarRoutes(api: FastifyInstance) {
  addRoute(api, r.list, async ({ deps, auth }) => ok(await service.listCalendars(deps, auth)));
  addRoute(api, r.byLevelClassified, async ({ deps, auth, params }) => ok(await service.calendarOfLevel(deps, auth, params.id)));
  addRoute(api, r.byGroup, async ({ deps, auth, params }) => ok(await service.calendarOfGroup(deps, auth, params.id)));
  addRoute(api, r.academicSession, async ({ deps, auth, query }) => {
    const rows = await service.listSessionTimes(deps, auth, query);
    return ok(rows, rows.length);
  });
}

import type { FastifyInstance } from 'fastify';
import { studentAttendanceLogRoutes as r } from '@school/contract/student-attendance/student-attendance-log.routes';
import { addRoute, ok } from '../../http/route';
import * as service from './student-attendance-log.service';

export async function registerStudentAttendanceLogRoutes(api: FastifyInstance) {
  addRoute(api, r.findRoutineAcademicClass, async ({ deps, auth, query }) => {
    const items = await service.findRoutineAcademicClass(deps, auth, query);
    return ok(items, items.length);
  });
  addRoute(api, r.logByClass, async ({ deps, auth, query }) => ok(await service.logByClass(deps, auth, query)));
  addRoute(api, r.weekly, async ({ deps, auth, query }) => ok(await service.weekly(deps, auth, query)));
  addRoute(api, r.summary, async ({ deps, auth, query }) => ok(await service.summary(deps, auth, query)));
  addRoute(api, r.batchSaveSummary, async ({ deps, auth, body }) => ok(await service.batchSaveSummary(deps, auth, body)));
}

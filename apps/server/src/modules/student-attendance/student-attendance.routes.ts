import type { FastifyInstance } from 'fastify';
import { studentAttendanceRoutes as r } from '@school/contract/student-attendance/student-attendance.routes';
import { addRoute, ok } from '../../http/route';
import * as service from './student-attendance.service';

export async function registerStudentAttendanceRoutes(api: FastifyInstance) {
  addRoute(api, r.routinesByDate, async ({ deps, auth, query }) => {
    const items = await service.routinesByDate(deps, auth, query);
    return ok(items, items.length);
  });
  // A plain array, as the spec answers this call.
  addRoute(api, r.routinesInCampusByDate, async ({ deps, auth, query }) => service.routinesInCampusByDate(deps, auth, query));
  // Plain arrays too (data-calls §7): the sheet read, and the sheet saved (the save is judged by its HTTP status).
  addRoute(api, r.byRoutineAndDate, async ({ deps, auth, query }) => service.byRoutineAndDate(deps, auth, query));
  addRoute(api, r.batchSave, async ({ deps, auth, body }) => service.batchSave(deps, auth, body));
  addRoute(api, r.confirmation, async ({ deps, auth, query }) => ok(await service.confirmation(deps, auth, query)));
  addRoute(api, r.studentMonthly, async ({ deps, auth, query }) => ok(await service.studentMonthly(deps, auth, query)));
  addRoute(api, r.confirm, async ({ deps, auth, body }) => ok(await service.confirm(deps, auth, body)));
}

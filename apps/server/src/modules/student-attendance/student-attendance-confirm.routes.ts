import type { FastifyInstance } from 'fastify';
import { studentAttendanceConfirmRoutes as r } from '@school/contract/student-attendance/student-attendance-confirm.routes';
import { addRoute, ok } from '../../http/route';
import * as service from './student-attendance-confirm.service';

export async function registerStudentAttendanceConfirmRoutes(api: FastifyInstance) {
  addRoute(api, r.confirmationByDate, async ({ deps, auth, query }) => {
    const items = await service.confirmationByDate(deps, auth, query);
    return ok(items, items.length);
  });
}

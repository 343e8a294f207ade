import type { FastifyInstance } from 'fastify';
import { employeeAttendanceRoutes as r } from '@school/contract/employee-attendance/employee-attendance.routes';
import { addRoute, ok } from '../../http/route';
import { sendDownload } from '../../lib/file-reply';
import * as service from './employee-attendance.service';
import { attendanceReport } from './employee-attendance-report.service';

export async function registerEmployeeAttendanceRoutes(api: FastifyInstance) {
  addRoute(api, r.byDate, async ({ deps, auth, query }) => {
    const items = await service.listByDate(deps, auth, query);
    return ok(items, items.length);
  });
  addRoute(api, r.batchSave, async ({ deps, auth, body }) => ok(await service.batchSave(deps, auth, body)));
  addRoute(api, r.monthly, async ({ deps, auth, query }) => ok(await service.monthly(deps, auth, query)));
  addRoute(api, r.individual, async ({ deps, auth, query }) => ok(await service.individual(deps, auth, query)));
  addRoute(api, r.scan, async ({ deps, auth, body }) => ok(await service.scan(deps, auth, body)));
  addRoute(api, r.reportRows, async ({ deps, auth, query }) => ok(await service.reportRows(deps, auth, query)));
  addRoute(api, r.employeeDailyReport, async ({ deps, auth, query, reply }) =>
    sendDownload(reply, await attendanceReport(deps, auth, 'daily', 'employee', query)),
  );
  addRoute(api, r.employeeMonthlyReport, async ({ deps, auth, query, reply }) =>
    sendDownload(reply, await attendanceReport(deps, auth, 'monthly', 'employee', query)),
  );
  addRoute(api, r.teacherDailyReport, async ({ deps, auth, query, reply }) =>
    sendDownload(reply, await attendanceReport(deps, auth, 'daily', 'teacher', query)),
  );
  addRoute(api, r.teacherMonthlyReport, async ({ deps, auth, query, reply }) =>
    sendDownload(reply, await attendanceReport(deps, auth, 'monthly', 'teacher', query)),
  );
}

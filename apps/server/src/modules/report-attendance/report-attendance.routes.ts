import type { FastifyInstance } from 'fastify';
import { reportAttendanceRoutes as r } from '@school/contract/report-attendance/report-attendance.routes';
import { addRoute, ok } from '../../http/route';
import { sendDownload } from '../../lib/file-reply';
import * as service from './report-attendance.service';
import * as files from './report-attendance-file.service';

export async function registerReportAttendanceRoutes(api: FastifyInstance) {
  addRoute(api, r.daily, async ({ deps, auth, query }) => {
    const rows = await service.daily(deps, auth, query);
    return ok(rows, rows.length);
  });
  addRoute(api, r.dailyFile, async ({ deps, auth, query, reply }) => sendDownload(reply, await files.dailyFile(deps, auth, query)));
  addRoute(api, r.bySession, async ({ deps, auth, query }) => ok(await service.bySession(deps, auth, query)));
  addRoute(api, r.bySessionFile, async ({ deps, auth, query, reply }) => sendDownload(reply, await files.bySessionFile(deps, auth, query)));
  addRoute(api, r.monthly, async ({ deps, auth, query }) => ok(await service.monthly(deps, auth, query)));
  addRoute(api, r.monthlyFile, async ({ deps, auth, query, reply }) => sendDownload(reply, await files.monthlyFile(deps, auth, query)));
  addRoute(api, r.subjectSchedule, async ({ deps, auth, query }) => ok(await service.subjectSchedule(deps, auth, query)));
  addRoute(api, r.subjectScheduleFile, async ({ deps, auth, query, reply }) => sendDownload(reply, await files.subjectScheduleFile(deps, auth, query)));
  addRoute(api, r.yearly, async ({ deps, auth, query }) => ok(await service.yearly(deps, auth, query)));
  addRoute(api, r.yearlyFile, async ({ deps, auth, query, reply }) => sendDownload(reply, await files.yearlyFile(deps, auth, query)));
}

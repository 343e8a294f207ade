import type { FastifyInstance } from 'fastify';
import { reportStatisticsRoutes as r } from '@school/contract/report-statistics/report-statistics.routes';
import { addRoute, ok } from '../../http/route';
import { sendDownload } from '../../lib/file-reply';
import * as service from './report-statistics.service';

export async function registerReportStatisticsRoutes(api: FastifyInstance) {
  addRoute(api, r.studentByLevel, async ({ deps, auth, query }) => {
    const rows = await service.studentByLevel(deps, auth, query);
    return ok(rows, rows.length);
  });
  addRoute(api, r.studentByLevelFile, async ({ deps, auth, query, reply }) => sendDownload(reply, await service.studentByLevelFile(deps, auth, query)));
  addRoute(api, r.studentByAge, async ({ deps, auth, query }) => ok(await service.studentByAge(deps, auth, query)));
  addRoute(api, r.studentByAgeFile, async ({ deps, auth, query, reply }) => sendDownload(reply, await service.studentByAgeFile(deps, auth, query)));
  addRoute(api, r.dropStudent, async ({ deps, auth, query }) => ok(await service.dropStudent(deps, auth, query)));
  addRoute(api, r.dropStudentFile, async ({ deps, auth, query, reply }) => sendDownload(reply, await service.dropStudentFile(deps, auth, query)));
  addRoute(api, r.classSemester, async ({ deps, auth, query }) => ok(await service.classSemester(deps, auth, query)));
  addRoute(api, r.classSemesterFile, async ({ deps, auth, query, reply }) => sendDownload(reply, await service.classSemesterFile(deps, auth, query)));
  addRoute(api, r.sec, async ({ deps, auth, query }) => ok(await service.sec(deps, auth, query)));
  addRoute(api, r.secFile, async ({ deps, auth, query, reply }) => sendDownload(reply, await service.secFile(deps, auth, query)));
  addRoute(api, r.employee, async ({ deps, auth, query }) => ok(await service.employeeStatistic(deps, auth, query)));
  addRoute(api, r.employeeFile, async ({ deps, auth, query, reply }) => sendDownload(reply, await service.employeeFile(deps, auth, query)));
  addRoute(api, r.teacherActivity, async ({ deps, auth, query }) => ok(await service.teacherActivity(deps, auth, query)));
  addRoute(api, r.teacherActivityFile, async ({ deps, auth, query, reply }) => sendDownload(reply, await service.teacherActivityFile(deps, auth, query)));
}

import type { FastifyInstance } from 'fastify';
import { reportStudentResultRoutes as r } from '@school/contract/report-student-result/report-student-result.routes';
import { addRoute, ok } from '../../http/route';
import { sendDownload } from '../../lib/file-reply';
import * as service from './report-student-result.service';

export async function registerReportStudentResultRoutes(api: FastifyInstance) {
  addRoute(api, r.rows, async ({ deps, auth, query }) => ok(await service.reportTable(deps, auth, query)));
  addRoute(api, r.file, async ({ deps, auth, query, reply }) => sendDownload(reply, await service.reportFile(deps, auth, query)));
  addRoute(api, r.recordBook, async ({ deps, auth, query, reply }) => sendDownload(reply, await service.recordBookFile(deps, auth, query)));
}

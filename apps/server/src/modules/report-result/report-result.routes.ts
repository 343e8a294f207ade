import type { FastifyInstance } from 'fastify';
import { reportResultRoutes as r } from '@school/contract/report-result/report-result.routes';
import { addRoute, ok } from '../../http/route';
import { sendDownload } from '../../lib/file-reply';
import * as service from './report-result.service';

export async function registerReportResultRoutes(api: FastifyInstance) {
  addRoute(api, r.rows, async ({ deps, auth, params, query }) => ok(await service.reportRows(deps, auth, params.report, query)));
  addRoute(api, r.file, async ({ deps, auth, params, query, reply }) => sendDownload(reply, await service.reportFile(deps, auth, params.report, query)));
  addRoute(api, r.examResultFile, async ({ deps, auth, query, reply }) => sendDownload(reply, await service.reportFile(deps, auth, 'exam-result', query)));
  addRoute(api, r.officeResultFile, async ({ deps, auth, query, reply }) =>
    sendDownload(reply, await service.reportFile(deps, auth, 'exam-scoring-office', query)),
  );
  addRoute(api, r.semesterScoreFile, async ({ deps, auth, query, reply }) =>
    sendDownload(reply, await service.reportFile(deps, auth, 'exam-scoring-semester', query)),
  );
  addRoute(api, r.checkCourseLevelFile, async ({ deps, auth, query, reply }) =>
    sendDownload(reply, await service.reportFile(deps, auth, 'exam-scoring-sheet', query)),
  );
}

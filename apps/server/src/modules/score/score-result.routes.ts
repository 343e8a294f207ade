import type { FastifyInstance } from 'fastify';
import { scoreResultRoutes as r } from '@school/contract/score/score-result.routes';
import { addRoute, ok } from '../../http/route';
import { sendDownload } from '../../lib/file-reply';
import * as service from './score-result.service';
import * as recompute from './score-recompute.service';
import { recordBookPdf } from './score-record-book-pdf.service';

export async function registerScoreResultRoutes(api: FastifyInstance) {
  addRoute(api, r.classResult, async ({ deps, auth, query }) => ok(await service.classResultOf(deps, auth, query)));
  addRoute(api, r.studentResult, async ({ deps, auth, query }) => ok(await service.studentResultOf(deps, auth, query)));
  addRoute(api, r.setting, async ({ deps, auth, query }) => ok(await service.settingOf(deps, auth, query)));
  addRoute(api, r.configuration, async ({ deps, auth, query }) => ok(await service.configurationOf(deps, auth, query)));
  addRoute(api, r.individualReport, async ({ deps, auth, query }) => ok(await service.individualReportOf(deps, auth, query)));
  addRoute(api, r.recompute, async ({ deps, auth, body }) => ok(await recompute.startRecompute(deps, auth, body)));
  addRoute(api, r.recomputeProgress, async ({ auth, query }) => ok(recompute.recomputeProgress(auth, query)));
  addRoute(api, r.recordBookPdf, async ({ deps, auth, query, reply }) => sendDownload(reply, await recordBookPdf(deps, auth, query)));
  addRoute(api, r.recordBook, async ({ deps, auth, query }) => ok(await service.recordBookOf(deps, auth, query)));
}

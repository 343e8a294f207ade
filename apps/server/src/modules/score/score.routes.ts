import type { FastifyInstance } from 'fastify';
import { scoreRoutes as r } from '@school/contract/score/score.routes';
import { addRoute, ok } from '../../http/route';
import { sendDownload } from '../../lib/file-reply';
import * as service from './score.service';
import * as sheetFile from './score-sheet-file.service';

export async function registerScoreRoutes(api: FastifyInstance) {
  addRoute(api, r.schedule, async ({ deps, auth, query }) => ok(await service.entrySchedule(deps, auth, query)));
  addRoute(api, r.home, async ({ deps, auth, query }) => ok(await service.home(deps, auth, query)));
  addRoute(api, r.byClassAndExamType, async ({ deps, auth, query }) => ok(await service.byClassAndExamType(deps, auth, query)));
  addRoute(api, r.batchSave, async ({ deps, auth, body }) => ok(await service.batchSave(deps, auth, body)));
  addRoute(api, r.batchSaveV1, async ({ deps, auth, body }) => ok(await service.batchSave(deps, auth, body)));
  addRoute(api, r.batchSaveV1Form, async ({ deps, auth, body }) => ok(await service.batchSave(deps, auth, body)));
  addRoute(api, r.byClass, async ({ deps, auth, query }) => ok(await service.byClass(deps, auth, query)));
  addRoute(api, r.individual, async ({ deps, auth, query }) => ok(await service.individual(deps, auth, query)));
  addRoute(api, r.sheetDownload, async ({ deps, auth, query, reply }) => sendDownload(reply, await sheetFile.sheetDownload(deps, auth, query)));
  addRoute(api, r.sheetUpload, async ({ deps, auth, body }) => ok(await sheetFile.sheetUpload(deps, auth, body)));
  addRoute(api, r.individualSave, async ({ deps, auth, body }) => ok(await service.individualSave(deps, auth, body)));
}

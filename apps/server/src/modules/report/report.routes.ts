import type { FastifyInstance } from 'fastify';
import { reportRoutes as r } from '@school/contract/report/report.routes';
import { addRoute, ok } from '../../http/route';
import { sendDownload } from '../../lib/file-reply';
import * as service from './report.service';

export async function registerReportRoutes(api: FastifyInstance) {
  addRoute(api, r.getSetting, async ({ deps, auth }) => ok(await service.getSetting(deps, auth)));
  addRoute(api, r.updateSetting, async ({ deps, auth, body }) => ok(await service.updateSetting(deps, auth, body)));
  addRoute(api, r.studentInfo, async ({ deps, auth, query }) => {
    const rows = await service.studentInfo(deps, auth, query);
    return ok(rows, rows.length);
  });
  addRoute(api, r.guardianInfo, async ({ deps, auth, query }) => {
    const rows = await service.guardianInfo(deps, auth, query);
    return ok(rows, rows.length);
  });
  addRoute(api, r.guardianFile, async ({ deps, auth, query, reply }) => sendDownload(reply, await service.guardianFile(deps, auth, query)));
  addRoute(api, r.userAccount, async ({ deps, auth, query }) => {
    const rows = await service.userAccounts(deps, auth, query);
    return ok(rows, rows.length);
  });
  addRoute(api, r.userAccountFile, async ({ deps, auth, query, reply }) => sendDownload(reply, await service.userAccountFile(deps, auth, query)));
}

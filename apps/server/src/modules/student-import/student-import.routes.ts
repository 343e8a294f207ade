import type { FastifyInstance } from 'fastify';
import { studentImportRoutes as r } from '@school/contract';
import { addRoute, ok } from '../../http/route';
import { sendDownload } from '../../lib/file-reply';
import * as service from './student-import.service';

export async function registerStudentImportRoutes(api: FastifyInstance) {
  addRoute(api, r.list, async ({ deps, auth, query }) => {
    const { rows, total } = await service.listImports(deps, auth, query);
    return ok(rows, total);
  });
  addRoute(api, r.upload, async ({ deps, auth, body }) => ok(await service.uploadImport(deps, auth, body)));
  addRoute(api, r.constants, async ({ deps, auth, query }) => ok(await service.importConstants(deps, auth, query)));
  addRoute(api, r.template, async ({ deps, auth, query, reply }) => sendDownload(reply, await service.importTemplate(deps, auth, query)));
  addRoute(api, r.get, async ({ deps, auth, params }) => ok(await service.getImport(deps, auth, params.id)));
  addRoute(api, r.submit, async ({ deps, auth, params }) => ok(await service.submitImport(deps, auth, params.id)));
}

import type { FastifyInstance } from 'fastify';
import { mobileAccountRoutes } from '@school/contract/mobile-account/mobile-account.routes';
import { addRoute, ok } from '../../http/route';
import { sendDownload } from '../../lib/file-reply';
import { sendXlsx, XLSX_CONTENT_TYPE } from '../../lib/xlsx/xlsx-export';
import * as service from './mobile-account.service';

export async function registerMobileAccountRoutes(api: FastifyInstance) {
  addRoute(api, mobileAccountRoutes.actorSearch, async ({ deps, auth, body }) => ok(await service.searchActors(deps, auth, body)));
  addRoute(api, mobileAccountRoutes.list, async ({ deps, auth, query }) => {
    const { items, total } = await service.listAccounts(deps, auth, query);
    return ok(items, total);
  });
  addRoute(api, mobileAccountRoutes.create, async ({ deps, auth, body, reply }) => {
    // The answer carries a first password: no cache may keep it.
    reply.header('cache-control', 'no-store');
    return ok(await service.createAccount(deps, auth, body));
  });
  addRoute(api, mobileAccountRoutes.resetPassword, async ({ deps, auth, body, reply }) => {
    // The answer carries a first password: no cache may keep it.
    reply.header('cache-control', 'no-store');
    return ok(await service.resetAccountPassword(deps, auth, body));
  });
  addRoute(api, mobileAccountRoutes.setStatus, async ({ deps, auth, body }) => ok(await service.setAccountStatus(deps, auth, body)));
  addRoute(api, mobileAccountRoutes.generate, async ({ deps, auth, body }) => {
    const { url, made } = await service.generateAccounts(deps, auth, body);
    return ok(url, made);
  });
  addRoute(api, mobileAccountRoutes.generatedFile, async ({ deps, auth, params, reply }) => {
    return sendDownload(reply, { ...(await service.downloadGeneratedSheet(deps, auth, params.id)), contentType: XLSX_CONTENT_TYPE });
  });
  addRoute(api, mobileAccountRoutes.teacherUsers, async ({ deps, auth, reply }) =>
    sendXlsx(reply, await service.teacherAccountsSheet(deps, auth), 'teacher-accounts'),
  );
  addRoute(api, mobileAccountRoutes.guardianStudents, async ({ deps, auth, query }) =>
    ok(await service.listGuardianStudents(deps, auth, query.academicClassId)),
  );
  addRoute(api, mobileAccountRoutes.teacherUsersPost, async ({ deps, auth, reply }) =>
    sendXlsx(reply, await service.teacherAccountsSheet(deps, auth), 'teacher-accounts'),
  );
  addRoute(api, mobileAccountRoutes.employeeMobileUsers, async ({ deps, auth, query }) => {
    const { items, total } = await service.listEmployeeAccounts(deps, auth, query);
    return ok(items, total);
  });
}

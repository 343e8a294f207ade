import type { FastifyInstance } from 'fastify';
import { subjectRoutes as r } from '@school/contract';
import { addRoute, ok } from '../../http/route';
import * as service from './subject.service';

export async function registerSubjectRoutes(api: FastifyInstance) {
  addRoute(api, r.rootList, async ({ deps, auth, query }) => {
    const rows = await service.listRoots(deps, auth, query.levelClassifiedId);
    return ok(rows, rows.length);
  });
  addRoute(api, r.rootCreate, async ({ deps, auth, body }) => ok(await service.createRoot(deps, auth, body)));
  addRoute(api, r.rootUpdate, async ({ deps, auth, body }) => ok(await service.updateRoot(deps, auth, body)));
  addRoute(api, r.rootDelete, async ({ deps, auth, query }) => ok(await service.deleteRoot(deps, auth, query.id).then(() => null)));
  addRoute(api, r.groupList, async ({ deps, auth, query }) => {
    const rows = await service.listGroups(deps, auth, query.subjectGroupRootId);
    return ok(rows, rows.length);
  });
  addRoute(api, r.groupCreate, async ({ deps, auth, body }) => ok(await service.createGroup(deps, auth, body)));
  addRoute(api, r.groupUpdate, async ({ deps, auth, body }) => ok(await service.updateGroup(deps, auth, body)));
  addRoute(api, r.groupDelete, async ({ deps, auth, query }) => ok(await service.deleteGroup(deps, auth, query.id).then(() => null)));
  addRoute(api, r.list, async ({ deps, auth, query }) => {
    const rows = await service.listSubjects(deps, auth, {
      academicCourseLevelId: query.academicCourseLevelId,
      rootId: query.subjectGroupRootId,
      groupId: query.subjectGroupId,
      levelClassifiedId: query.levelClassifiedId,
      programType: query.programType,
    });
    return ok(rows, rows.length);
  });
  addRoute(api, r.byGroup, async ({ deps, auth, params }) => {
    const rows = await service.listSubjects(deps, auth, { groupId: params.id });
    return ok(rows, rows.length);
  });
  addRoute(api, r.create, async ({ deps, auth, body }) => ok(await service.createSubject(deps, auth, body)));
  addRoute(api, r.update, async ({ deps, auth, body }) => ok(await service.updateSubject(deps, auth, body)));
  addRoute(api, r.delete, async ({ deps, auth, query }) => ok(await service.deleteSubject(deps, auth, query.id).then(() => null)));
}

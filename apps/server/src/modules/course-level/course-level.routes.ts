import type { FastifyInstance } from 'fastify';
import { courseLevelRoutes as r } from '@school/contract';
import { addRoute, ok } from '../../http/route';
import * as service from './course-level.service';

export async function registerCourseLevelRoutes(api: FastifyInstance) {
  addRoute(api, r.list, async ({ deps, auth, query }) => {
    const rows = await service.listCourseLevels(deps, auth, query.levelClassifiedId);
    return ok(rows, rows.length);
  });
  addRoute(api, r.create, async ({ deps, auth, body }) => ok(await service.createCourseLevel(deps, auth, body)));
  addRoute(api, r.update, async ({ deps, auth, body }) => ok(await service.updateCourseLevel(deps, auth, body)));
  addRoute(api, r.delete, async ({ deps, auth, params }) => ok(await service.deleteCourseLevel(deps, auth, params.id).then(() => null)));
  addRoute(api, r.academicList, async ({ deps, auth, query }) => {
    const rows = await service.listAcademicCourseLevels(deps, auth, query);
    return ok(rows, rows.length);
  });
  addRoute(api, r.filterSubject, async ({ deps, auth, query }) => {
    const rows = await service.filterSubject(deps, auth, query);
    return ok(rows, rows.length);
  });
  addRoute(api, r.byLevelClassified, async ({ deps, auth, query }) => ok(await service.listByLevelClassified(deps, auth, query)));
  addRoute(api, r.saveByLevelClassified, async ({ deps, auth, body }) => ok(await service.saveByLevelClassified(deps, auth, body)));
  addRoute(api, r.subjectList, async ({ deps, auth, query }) => {
    const rows = await service.listCourseLevelSubjects(deps, auth, query);
    return ok(rows, rows.length);
  });
  addRoute(api, r.subjectCreate, async ({ deps, auth, body }) => ok(await service.createCourseLevelSubject(deps, auth, body)));
  addRoute(api, r.subjectUpdate, async ({ deps, auth, body }) => ok(await service.updateCourseLevelSubject(deps, auth, body)));
  addRoute(api, r.subjectDelete, async ({ deps, auth, query }) => ok(await service.deleteCourseLevelSubject(deps, auth, query.id).then(() => null)));
}

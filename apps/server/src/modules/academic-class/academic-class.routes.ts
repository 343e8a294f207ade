import type { FastifyInstance } from 'fastify';
import { academicClassRoutes as r } from '@school/contract';
import { addRoute, ok } from '../../http/route';
import * as service from './academic-class.service';

export async function registerAcademicClassRoutes(api: FastifyInstance) {
  addRoute(api, r.byYear, async ({ deps, auth, query }) => {
    const rows = await service.listByYear(deps, auth, { academicYearId: query.academicYearId });
    return ok(rows, rows.length);
  });
  addRoute(api, r.lookup, async ({ deps, auth, query }) => ok(await service.listOptions(deps, auth, query.academicYearId)));
  addRoute(api, r.byYearV2, async ({ deps, auth, query }) => ok(await service.listByYearGrouped(deps, auth, query.academicYearId)));
  addRoute(api, r.yearCourseLevel, async ({ deps, auth, query }) => {
    const rows = await service.listByYear(deps, auth, { academicYearId: query.academicYear, courseLevelId: query.courseLevel });
    return ok(rows, rows.length);
  });
  addRoute(api, r.current, async ({ deps, auth }) => {
    const rows = await service.listCurrent(deps, auth);
    return ok(rows, rows.length);
  });
  addRoute(api, r.timeShift, async () => ok(service.timeShifts()));
  addRoute(api, r.create, async ({ deps, auth, body }) => ok(await service.createAcademicClass(deps, auth, body)));
  addRoute(api, r.update, async ({ deps, auth, body }) => ok(await service.updateAcademicClass(deps, auth, body)));
  addRoute(api, r.batchUpdate, async ({ deps, auth, body }) => ok(await service.batchUpdate(deps, auth, body)));
  addRoute(api, r.delete, async ({ deps, auth, query }) => ok(await service.deleteAcademicClass(deps, auth, query.id).then(() => null)));
  addRoute(api, r.copySource, async ({ deps, auth, query }) => ok(await service.copySource(deps, auth, query)));
  addRoute(api, r.copyPreview, async ({ deps, auth, body }) => ok(await service.previewCopy(deps, auth, body)));
  addRoute(api, r.copy, async ({ deps, auth, body }) => ok(await service.copy(deps, auth, body)));
  addRoute(api, r.statistics, async ({ deps, auth, query }) =>
    ok(
      await service.statistics(deps, auth, {
        AcademicYearId: query.academicYearId,
        LevelClassifiedId: query.levelClassifiedId,
        CourseLevelId: query.courseLevelId,
      }),
    ),
  );
  addRoute(api, r.statisticsFilter, async ({ deps, auth, body }) => ok(await service.statistics(deps, auth, body)));
}

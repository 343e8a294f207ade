import type { FastifyInstance } from 'fastify';
import { academicYearRoutes } from '@school/contract/academic-year/academic-year.routes';
import { addRoute, ok } from '../../http/route';
import * as service from './academic-year.service';

export async function registerAcademicYearRoutes(api: FastifyInstance) {
  addRoute(api, academicYearRoutes.listByToken, async ({ deps, auth, query }) => ok(await service.listAcademicYears(deps, auth, query)));
  addRoute(api, academicYearRoutes.listByCampus, async ({ deps, auth, query }) => ok(await service.listAcademicYearsByCampus(deps, auth, query)));
  addRoute(api, academicYearRoutes.create, async ({ deps, auth, body }) => ok(await service.createAcademicYear(deps, auth, body)));
  addRoute(api, academicYearRoutes.update, async ({ deps, auth, body }) => ok(await service.updateAcademicYear(deps, auth, body)));
  addRoute(api, academicYearRoutes.delete, async ({ deps, auth, query }) => {
    await service.deleteAcademicYear(deps, auth, query.id);
    return ok(null);
  });
}

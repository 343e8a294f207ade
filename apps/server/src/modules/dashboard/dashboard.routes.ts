import type { FastifyInstance } from 'fastify';
import { dashboardRoutes } from '@school/contract/dashboard/dashboard.routes';
import { addRoute, ok } from '../../http/route';
import * as service from './dashboard.service';

export async function registerDashboardRoutes(api: FastifyInstance) {
  addRoute(api, dashboardRoutes.get, async ({ deps, auth, query }) => ok(await service.getDashboard(deps, auth, query.academicYearId)));
  addRoute(api, dashboardRoutes.feeSummary, async ({ deps, auth, body }) => ok(await service.getFeeSummary(deps, auth, body)));
}

import type { FastifyInstance } from 'fastify';
import { attendanceSummaryRoutes as r } from '@school/contract/attendance-summary/attendance-summary.routes';
import { addRoute, ok } from '../../http/route';
import * as service from './attendance-summary.service';

export async function registerAttendanceSummaryRoutes(api: FastifyInstance) {
  addRoute(api, r.get, async ({ deps, auth, query }) => ok(await service.getAttendanceSummary(deps, auth, query)));
}

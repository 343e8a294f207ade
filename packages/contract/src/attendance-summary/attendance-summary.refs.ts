// Generated from attendance-summary.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { attendanceSummaryRoutes } from './attendance-summary.routes';

export const attendanceSummaryRefs = routeRefs<typeof attendanceSummaryRoutes>({
  get: { method: 'GET', path: '/api/attendance/summary' },
});

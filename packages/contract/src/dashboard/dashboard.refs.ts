// Generated from dashboard.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { dashboardRoutes } from './dashboard.routes';

export const dashboardRefs = routeRefs<typeof dashboardRoutes>({
  get: { method: 'GET', path: '/api/dashboard' },
  feeSummary: { method: 'POST', path: '/api/campus-statistics/fee-summary', bodyKind: 'form' },
});

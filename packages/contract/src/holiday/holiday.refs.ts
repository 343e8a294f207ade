// Generated from holiday.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { holidayRoutes } from './holiday.routes';

export const holidayRefs = routeRefs<typeof holidayRoutes>({
  list: { method: 'GET', path: '/api/holiday/v1/current-campus' },
  create: { method: 'POST', path: '/api/holiday', bodyKind: 'json' },
  update: { method: 'PUT', path: '/api/holiday', bodyKind: 'json' },
  delete: { method: 'DELETE', path: '/api/holiday' },
});

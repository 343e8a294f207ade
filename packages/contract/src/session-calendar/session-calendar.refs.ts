// Generated from session-calendar.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { sessionCalendarRoutes } from './session-calendar.routes';

export const sessionCalendarRefs = routeRefs<typeof sessionCalendarRoutes>({
  list: { method: 'GET', path: '/api/session-calendar' },
  byLevelClassified: { method: 'GET', path: '/api/session-calendar/by-academic-level-classified/{id}' },
  byGroup: { method: 'GET', path: '/api/session-calendar/by/{id}' },
  academicSession: { method: 'GET', path: '/api/academic-session' },
});

// Generated from classroom.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { classroomRoutes } from './classroom.routes';

export const classroomRefs = routeRefs<typeof classroomRoutes>({
  list: { method: 'GET', path: '/api/academic-class/classroom' },
  detail: { method: 'GET', path: '/api/academic-class/classroom/detail' },
  live: { method: 'GET', path: '/api/academic-class/live' },
  start: { method: 'POST', path: '/api/academic-class/live' },
  update: { method: 'PUT', path: '/api/academic-class/live' },
  close: { method: 'PUT', path: '/api/academic-class/close-live' },
  join: { method: 'POST', path: '/api/academic-class/join' },
  link: { method: 'PUT', path: '/api/academic-class/link' },
});

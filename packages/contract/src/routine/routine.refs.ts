// Generated from routine.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { routineRoutes } from './routine.routes';

export const routineRefs = routeRefs<typeof routineRoutes>({
  week: { method: 'GET', path: '/api/routine' },
  create: { method: 'POST', path: '/api/routine', bodyKind: 'json' },
  update: { method: 'PUT', path: '/api/routine', bodyKind: 'json' },
  delete: { method: 'DELETE', path: '/api/routine' },
  detail: { method: 'GET', path: '/api/routine/detail' },
  myDay: { method: 'GET', path: '/api/routine/my-day' },
  substitute: { method: 'POST', path: '/api/routine/substitute', bodyKind: 'json' },
  deleteSubstitute: { method: 'DELETE', path: '/api/routine/substitute' },
  copy: { method: 'POST', path: '/api/routine/copy', bodyKind: 'json' },
  copyYear: { method: 'POST', path: '/api/routine/copy-year', bodyKind: 'json' },
  print: { method: 'GET', path: '/api/routine/print', file: true },
  scheduleClass: { method: 'GET', path: '/api/schedule/class' },
  studentScheduleClass: { method: 'GET', path: '/api/student/schedule-class' },
  reportFilter: { method: 'GET', path: '/api/report-filter/routine' },
});

// Generated from academic-class.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { academicClassRoutes } from './academic-class.routes';

export const academicClassRefs = routeRefs<typeof academicClassRoutes>({
  byYear: { method: 'GET', path: '/api/academic-class/by-year' },
  lookup: { method: 'GET', path: '/api/academic-class/lookup' },
  byYearV2: { method: 'GET', path: '/api/academic-class/v2/by-year' },
  yearCourseLevel: { method: 'GET', path: '/api/academic-class/year-course-level' },
  current: { method: 'GET', path: '/api/academic-class/current' },
  timeShift: { method: 'GET', path: '/api/academic-class/time-shift' },
  create: { method: 'POST', path: '/api/academic-class', bodyKind: 'form' },
  update: { method: 'PUT', path: '/api/academic-class', bodyKind: 'form' },
  delete: { method: 'DELETE', path: '/api/academic-class' },
  batchUpdate: { method: 'PUT', path: '/api/academic-class/token', bodyKind: 'json' },
  copySource: { method: 'GET', path: '/api/academic-class/copy' },
  copyPreview: { method: 'POST', path: '/api/academic-class/copy/preview', bodyKind: 'json' },
  copy: { method: 'POST', path: '/api/academic-class/copy', bodyKind: 'json' },
  statistics: { method: 'GET', path: '/api/academic-class/statistics' },
  statisticsFilter: { method: 'POST', path: '/api/academic-class/statistics', bodyKind: 'json' },
});

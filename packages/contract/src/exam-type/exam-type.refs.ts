// Generated from exam-type.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { examTypeRoutes } from './exam-type.routes';

export const examTypeRefs = routeRefs<typeof examTypeRoutes>({
  list: { method: 'GET', path: '/api/exam-type' },
  create: { method: 'POST', path: '/api/exam-type', bodyKind: 'json' },
  update: { method: 'PUT', path: '/api/exam-type', bodyKind: 'json' },
  delete: { method: 'DELETE', path: '/api/exam-type' },
  byYear: { method: 'GET', path: '/api/exam-type/by-academic-year' },
  current: { method: 'GET', path: '/api/exam-type/current' },
});

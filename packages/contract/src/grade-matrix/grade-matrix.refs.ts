// Generated from grade-matrix.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { gradeMatrixRoutes } from './grade-matrix.routes';

export const gradeMatrixRefs = routeRefs<typeof gradeMatrixRoutes>({
  list: { method: 'GET', path: '/api/score/setting/matrix' },
  create: { method: 'POST', path: '/api/score/setting/matrix', bodyKind: 'json' },
  update: { method: 'PUT', path: '/api/score/setting/matrix', bodyKind: 'json' },
  delete: { method: 'DELETE', path: '/api/score/setting/matrix' },
});

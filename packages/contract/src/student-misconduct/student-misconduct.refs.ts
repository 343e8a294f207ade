// Generated from student-misconduct.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { studentMisconductRoutes } from './student-misconduct.routes';

export const studentMisconductRefs = routeRefs<typeof studentMisconductRoutes>({
  list: { method: 'GET', path: '/api/student-misconduct/get-list' },
  create: { method: 'POST', path: '/api/student-misconduct', bodyKind: 'form' },
  update: { method: 'PUT', path: '/api/student-misconduct', bodyKind: 'form' },
  delete: { method: 'DELETE', path: '/api/student-misconduct' },
});

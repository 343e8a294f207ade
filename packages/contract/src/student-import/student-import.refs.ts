// Generated from student-import.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { studentImportRoutes } from './student-import.routes';

export const studentImportRefs = routeRefs<typeof studentImportRoutes>({
  list: { method: 'GET', path: '/api/student/import' },
  upload: { method: 'POST', path: '/api/student/import', bodyKind: 'multipart' },
  constants: { method: 'GET', path: '/api/student/import/constant' },
  template: { method: 'GET', path: '/api/student/import/template', file: true },
  get: { method: 'GET', path: '/api/student/import/{id}' },
  submit: { method: 'POST', path: '/api/student/import/{id}/submit' },
});

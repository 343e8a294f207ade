// Generated from academic-year.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { academicYearRoutes } from './academic-year.routes';

export const academicYearRefs = routeRefs<typeof academicYearRoutes>({
  listByToken: { method: 'GET', path: '/api/academic-year/by-token' },
  listByCampus: { method: 'GET', path: '/api/academic-year/by-campus' },
  create: { method: 'POST', path: '/api/academic-year/token', bodyKind: 'multipart' },
  update: { method: 'PUT', path: '/api/academic-year/token', bodyKind: 'multipart' },
  delete: { method: 'DELETE', path: '/api/academic-year' },
});

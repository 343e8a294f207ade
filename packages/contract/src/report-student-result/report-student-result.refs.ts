// Generated from report-student-result.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { reportStudentResultRoutes } from './report-student-result.routes';

export const reportStudentResultRefs = routeRefs<typeof reportStudentResultRoutes>({
  rows: { method: 'GET', path: '/api/report/student-result' },
  file: { method: 'GET', path: '/api/report/student-result/export', file: true },
  recordBook: { method: 'GET', path: '/report/school/record/book', file: true },
});

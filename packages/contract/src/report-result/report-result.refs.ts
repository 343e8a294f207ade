// Generated from report-result.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { reportResultRoutes } from './report-result.routes';

export const reportResultRefs = routeRefs<typeof reportResultRoutes>({
  rows: { method: 'GET', path: '/api/report/result/{report}' },
  file: { method: 'GET', path: '/api/report/result/{report}/export', file: true },
  examResultFile: { method: 'GET', path: '/report/result', file: true },
  officeResultFile: { method: 'GET', path: '/report/office/result', file: true },
  semesterScoreFile: { method: 'GET', path: '/report/score/semester-score-ngs', file: true },
  checkCourseLevelFile: { method: 'GET', path: '/report/score/check-course-level', file: true },
});

// Generated from report.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { reportRoutes } from './report.routes';

export const reportRefs = routeRefs<typeof reportRoutes>({
  getSetting: { method: 'GET', path: '/api/report/setting' },
  updateSetting: { method: 'PUT', path: '/api/report/setting', bodyKind: 'json' },
  studentInfo: { method: 'GET', path: '/api/report/student-info' },
  guardianInfo: { method: 'GET', path: '/api/report/guardian-info' },
  guardianFile: { method: 'GET', path: '/report/office/guardian', file: true },
  userAccount: { method: 'GET', path: '/api/report/user-account' },
  userAccountFile: { method: 'GET', path: '/api/report/user-account/export', file: true },
});

// Generated from employee-attendance.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { employeeAttendanceRoutes } from './employee-attendance.routes';

export const employeeAttendanceRefs = routeRefs<typeof employeeAttendanceRoutes>({
  byDate: { method: 'GET', path: '/api/employee-attendance/employee-by-date' },
  batchSave: { method: 'POST', path: '/api/employee-attendance/batch-save', bodyKind: 'json' },
  monthly: { method: 'GET', path: '/api/employee-attendance/monthly' },
  individual: { method: 'GET', path: '/api/employee-attendance/individual' },
  scan: { method: 'POST', path: '/api/employee-attendance/scan', bodyKind: 'form' },
  reportRows: { method: 'GET', path: '/api/employee-attendance/report' },
  employeeDailyReport: { method: 'GET', path: '/api/employee-attendance/employee-daily-report', file: true },
  employeeMonthlyReport: { method: 'GET', path: '/api/employee-attendance/employee-monthly-report', file: true },
  teacherDailyReport: { method: 'GET', path: '/api/employee-attendance/teacher-daily-report', file: true },
  teacherMonthlyReport: { method: 'GET', path: '/api/employee-attendance/teacher-monthly-report', file: true },
});

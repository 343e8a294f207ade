// Generated from report-attendance.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { reportAttendanceRoutes } from './report-attendance.routes';

export const reportAttendanceRefs = routeRefs<typeof reportAttendanceRoutes>({
  daily: { method: 'GET', path: '/api/report/attendance/student/daily' },
  dailyFile: { method: 'GET', path: '/api/report/attendance/student/daily/export', file: true },
  bySession: { method: 'GET', path: '/api/report/attendance/student/by-session' },
  bySessionFile: { method: 'GET', path: '/api/report/attendance/student/by-session/export', file: true },
  monthly: { method: 'GET', path: '/api/report/attendance/student/monthly' },
  monthlyFile: { method: 'GET', path: '/report/attendance/student-monthly', file: true },
  subjectSchedule: { method: 'GET', path: '/api/report/attendance/student/subject-schedule' },
  subjectScheduleFile: { method: 'GET', path: '/api/report/attendance/student/subject-schedule/export', file: true },
  yearly: { method: 'GET', path: '/api/report/attendance/student/yearly' },
  yearlyFile: { method: 'GET', path: '/api/report/attendance/student/yearly/export', file: true },
});

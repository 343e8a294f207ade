// Generated from student-attendance.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { studentAttendanceRoutes } from './student-attendance.routes';

export const studentAttendanceRefs = routeRefs<typeof studentAttendanceRoutes>({
  routinesByDate: { method: 'GET', path: '/api/student-attendance/routines-by-date' },
  routinesInCampusByDate: { method: 'GET', path: '/api/student-attendance/routines-in-campus-by-date' },
  byRoutineAndDate: { method: 'GET', path: '/api/student-attendance/attendance-by-routine-and-date' },
  batchSave: { method: 'POST', path: '/api/student-attendance/batch-save', bodyKind: 'json' },
  confirmation: { method: 'GET', path: '/api/student-attendance/confirmation' },
  confirm: { method: 'POST', path: '/api/student-attendance/confirmation', bodyKind: 'json' },
  studentMonthly: { method: 'GET', path: '/api/student-attendance/student-monthly' },
});

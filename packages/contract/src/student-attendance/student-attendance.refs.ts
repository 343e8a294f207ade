// Generated from student-attendance-confirm.routes.ts, student-attendance-log.routes.ts, student-attendance.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { studentAttendanceConfirmRoutes } from './student-attendance-confirm.routes';
import type { studentAttendanceLogRoutes } from './student-attendance-log.routes';
import type { studentAttendanceRoutes } from './student-attendance.routes';

export const studentAttendanceConfirmRefs = routeRefs<typeof studentAttendanceConfirmRoutes>({
  confirmationByDate: { method: 'GET', path: '/api/student-attendance/confirmation-by-date' },
});

export const studentAttendanceLogRefs = routeRefs<typeof studentAttendanceLogRoutes>({
  findRoutineAcademicClass: { method: 'GET', path: '/api/student-attendance/find-routine-academic-class' },
  logByClass: { method: 'GET', path: '/api/student-attendance/attendance-log-by-class' },
  weekly: { method: 'GET', path: '/api/student-attendance/weekly' },
  summary: { method: 'GET', path: '/api/student-attendance/summary' },
  batchSaveSummary: { method: 'POST', path: '/api/student-attendance/batch-save-summary', bodyKind: 'json' },
});

export const studentAttendanceRefs = routeRefs<typeof studentAttendanceRoutes>({
  routinesByDate: { method: 'GET', path: '/api/student-attendance/routines-by-date' },
  routinesInCampusByDate: { method: 'GET', path: '/api/student-attendance/routines-in-campus-by-date' },
  byRoutineAndDate: { method: 'GET', path: '/api/student-attendance/attendance-by-routine-and-date' },
  batchSave: { method: 'POST', path: '/api/student-attendance/batch-save', bodyKind: 'json' },
  confirmation: { method: 'GET', path: '/api/student-attendance/confirmation' },
  confirm: { method: 'POST', path: '/api/student-attendance/confirmation', bodyKind: 'json' },
  studentMonthly: { method: 'GET', path: '/api/student-attendance/student-monthly' },
});

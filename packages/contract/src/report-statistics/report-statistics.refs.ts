// Generated from report-statistics.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { reportStatisticsRoutes } from './report-statistics.routes';

export const reportStatisticsRefs = routeRefs<typeof reportStatisticsRoutes>({
  studentByLevel: { method: 'GET', path: '/report/statistic' },
  studentByLevelFile: { method: 'GET', path: '/api/report/statistic/student-by-level/export', file: true },
  studentByAge: { method: 'GET', path: '/api/report/statistic/student-by-age' },
  studentByAgeFile: { method: 'GET', path: '/api/report/statistic/student-by-age/export', file: true },
  dropStudent: { method: 'GET', path: '/api/report/statistic/drop-student' },
  dropStudentFile: { method: 'GET', path: '/api/report/statistic/drop-student/export', file: true },
  classSemester: { method: 'GET', path: '/api/report/statistic/student-academic-class-semester' },
  classSemesterFile: { method: 'GET', path: '/api/sv/report/student-statistics', file: true },
  sec: { method: 'GET', path: '/api/report/statistic/sec' },
  secFile: { method: 'GET', path: '/api/sv/report/school-statistics', file: true },
  employee: { method: 'GET', path: '/api/report/statistic/employee' },
  employeeFile: { method: 'GET', path: '/api/report/statistic/employee/export', file: true },
  teacherActivity: { method: 'GET', path: '/api/report/statistic/teacher-activity' },
  teacherActivityFile: { method: 'GET', path: '/api/report/statistic/teacher-activity/export', file: true },
});

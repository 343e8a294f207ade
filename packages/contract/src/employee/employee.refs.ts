// Generated from employee.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { employeeRoutes } from './employee.routes';

export const employeeRefs = routeRefs<typeof employeeRoutes>({
  list: { method: 'GET', path: '/api/employee/list' },
  get: { method: 'GET', path: '/api/employee/find-by-id' },
  create: { method: 'POST', path: '/api/employee', bodyKind: 'multipart' },
  update: { method: 'PUT', path: '/api/employee', bodyKind: 'multipart' },
  deactivate: { method: 'GET', path: '/api/employee/deactivate' },
  deactivatePost: { method: 'POST', path: '/api/employee/deactivate' },
  activate: { method: 'GET', path: '/api/employee/activate' },
  activatePost: { method: 'POST', path: '/api/employee/activate' },
  academicClasses: { method: 'GET', path: '/api/employee/academic-class' },
  createAcademicClass: { method: 'POST', path: '/api/employee/academic-class', bodyKind: 'json' },
  updateAcademicClass: { method: 'PUT', path: '/api/employee/academic-class', bodyKind: 'json' },
  deleteAcademicClass: { method: 'DELETE', path: '/api/employee/academic-class' },
  createSubject: { method: 'POST', path: '/api/employee/academic-class/subject', bodyKind: 'json' },
  updateSubject: { method: 'PUT', path: '/api/employee/academic-class/subject', bodyKind: 'json' },
  deleteSubject: { method: 'DELETE', path: '/api/employee/academic-class/subject' },
  classSubjects: { method: 'GET', path: '/api/employee/academic-course-level/subject' },
  export: { method: 'GET', path: '/api/employee/export/list', file: true },
  isMainTeacher: { method: 'GET', path: '/api/employee/is-main-teacher' },
  teachingClasses: { method: 'GET', path: '/api/employee/teacher-teaching-class' },
  schedule: { method: 'GET', path: '/api/employee/schedule' },
  positions: { method: 'GET', path: '/api/employee/position' },
  academicCodes: { method: 'GET', path: '/api/employee/academic-code' },
});

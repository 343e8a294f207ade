// Generated from student.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { studentRoutes } from './student.routes';

export const studentRefs = routeRefs<typeof studentRoutes>({
  list: { method: 'GET', path: '/api/student' },
  create: { method: 'POST', path: '/api/student', bodyKind: 'multipart' },
  update: { method: 'PUT', path: '/api/student', bodyKind: 'multipart' },
  find: { method: 'GET', path: '/api/student/find' },
  academicInfo: { method: 'GET', path: '/api/student/academic-info' },
  referenceCardId: { method: 'POST', path: '/api/student/academic-info/reference-card-id', bodyKind: 'form' },
  deactivate: { method: 'POST', path: '/api/student/deactivate', bodyKind: 'form' },
  activate: { method: 'POST', path: '/api/student/activate', bodyKind: 'form' },
  duplicates: { method: 'GET', path: '/api/student/get-possible-duplicate-students' },
  addAcademicClass: { method: 'POST', path: '/api/student/add-student-academic-class', bodyKind: 'form' },
  guardianStudentCreate: { method: 'POST', path: '/api/student/guardian-student', bodyKind: 'json' },
  guardianStudentUpdate: { method: 'PUT', path: '/api/student/guardian-student', bodyKind: 'form' },
  guardianStudentDelete: { method: 'DELETE', path: '/api/student/guardian-student' },
  academicCardCreate: { method: 'POST', path: '/api/student/academic-card', bodyKind: 'form' },
  academicCardUpdate: { method: 'PUT', path: '/api/student/academic-card', bodyKind: 'form' },
  academicCardDelete: { method: 'DELETE', path: '/api/student/academic-card' },
  byAcademicClass: { method: 'GET', path: '/api/student/student-by-academic-class' },
  changeClassRows: { method: 'GET', path: '/api/student/change-class' },
  changeClass: { method: 'POST', path: '/api/student/change-class', bodyKind: 'json' },
  promotionRows: { method: 'GET', path: '/api/academic-class/promotion/previous-class' },
  promotion: { method: 'POST', path: '/api/academic-class/promotion', bodyKind: 'json' },
  exportYearLevel: { method: 'GET', path: '/api/student/export/year-level', file: true },
  exportYearClass: { method: 'GET', path: '/api/student/export/year-class', file: true },
  exportList: { method: 'GET', path: '/api/student/export/list', file: true },
  downloadStudentInfo: { method: 'GET', path: '/api/student/download-student-info', file: true },
});

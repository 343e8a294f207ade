// Generated from initial-setup.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { initialSetupRoutes } from './initial-setup.routes';

export const initialSetupRefs = routeRefs<typeof initialSetupRoutes>({
  basicInfo: { method: 'GET', path: '/api/initial-setup/basic-info' },
  saveBasicInfo: { method: 'PUT', path: '/api/initial-setup/basic-info', bodyKind: 'multipart' },
  academicYear: {
    list: { method: 'GET', path: '/api/initial-setup/academic-year' },
    create: { method: 'POST', path: '/api/initial-setup/academic-year', bodyKind: 'multipart' },
    update: { method: 'PUT', path: '/api/initial-setup/academic-year', bodyKind: 'multipart' },
    delete: { method: 'DELETE', path: '/api/initial-setup/academic-year/{id}' },
  },
  class: {
    list: { method: 'GET', path: '/api/initial-setup/class' },
    create: { method: 'POST', path: '/api/initial-setup/class', bodyKind: 'multipart' },
    update: { method: 'PUT', path: '/api/initial-setup/class', bodyKind: 'multipart' },
    delete: { method: 'DELETE', path: '/api/initial-setup/class/{id}' },
  },
  employee: {
    list: { method: 'GET', path: '/api/initial-setup/employee' },
    create: { method: 'POST', path: '/api/initial-setup/employee', bodyKind: 'multipart' },
    update: { method: 'PUT', path: '/api/initial-setup/employee', bodyKind: 'multipart' },
    delete: { method: 'DELETE', path: '/api/initial-setup/employee/{id}' },
  },
  position: {
    list: { method: 'GET', path: '/api/initial-setup/position' },
    create: { method: 'POST', path: '/api/initial-setup/position', bodyKind: 'multipart' },
    update: { method: 'PUT', path: '/api/initial-setup/position', bodyKind: 'multipart' },
    delete: { method: 'DELETE', path: '/api/initial-setup/position/{id}' },
  },
  teachingClass: {
    list: { method: 'GET', path: '/api/initial-setup/teaching-class' },
    create: { method: 'POST', path: '/api/initial-setup/teaching-class', bodyKind: 'json' },
    update: { method: 'PUT', path: '/api/initial-setup/teaching-class', bodyKind: 'json' },
    delete: { method: 'DELETE', path: '/api/initial-setup/teaching-class' },
  },
  teachingClassSubject: {
    list: { method: 'GET', path: '/api/initial-setup/teaching-class-subject' },
    create: { method: 'POST', path: '/api/initial-setup/teaching-class-subject', bodyKind: 'json' },
    update: { method: 'PUT', path: '/api/initial-setup/teaching-class-subject', bodyKind: 'json' },
    delete: { method: 'DELETE', path: '/api/initial-setup/teaching-class-subject' },
  },
  subjectGroupRoot: {
    list: { method: 'GET', path: '/api/initial-setup/subject-group-root' },
    create: { method: 'POST', path: '/api/initial-setup/subject-group-root', bodyKind: 'json' },
    update: { method: 'PUT', path: '/api/initial-setup/subject-group-root', bodyKind: 'json' },
    delete: { method: 'DELETE', path: '/api/initial-setup/subject-group-root' },
  },
  levelSubject: {
    list: { method: 'GET', path: '/api/initial-setup/level-subject' },
    create: { method: 'POST', path: '/api/initial-setup/level-subject', bodyKind: 'json' },
    update: { method: 'PUT', path: '/api/initial-setup/level-subject', bodyKind: 'json' },
    delete: { method: 'DELETE', path: '/api/initial-setup/level-subject' },
  },
  student: {
    list: { method: 'GET', path: '/api/initial-setup/student' },
    create: { method: 'POST', path: '/api/initial-setup/student', bodyKind: 'json' },
    update: { method: 'PUT', path: '/api/initial-setup/student', bodyKind: 'json' },
    delete: { method: 'DELETE', path: '/api/initial-setup/student' },
  },
  classifiedLevel: {
    list: { method: 'GET', path: '/api/initial-setup/classified-level' },
    create: { method: 'POST', path: '/api/initial-setup/classified-level', bodyKind: 'json' },
    update: { method: 'PUT', path: '/api/initial-setup/classified-level', bodyKind: 'json' },
    delete: { method: 'DELETE', path: '/api/initial-setup/classified-level' },
  },
  academicCourseLevel: {
    list: { method: 'GET', path: '/api/initial-setup/academic-course-level' },
    create: { method: 'POST', path: '/api/initial-setup/academic-course-level', bodyKind: 'json' },
    update: { method: 'PUT', path: '/api/initial-setup/academic-course-level', bodyKind: 'json' },
    delete: { method: 'DELETE', path: '/api/initial-setup/academic-course-level' },
  },
  academicSessionTime: {
    list: { method: 'GET', path: '/api/initial-setup/academic-session-time' },
    create: { method: 'POST', path: '/api/initial-setup/academic-session-time', bodyKind: 'json' },
    update: { method: 'PUT', path: '/api/initial-setup/academic-session-time', bodyKind: 'json' },
    delete: { method: 'DELETE', path: '/api/initial-setup/academic-session-time/{id}' },
  },
  importUpload: { method: 'POST', path: '/api/initial-setup/import', bodyKind: 'multipart' },
  importInfo: { method: 'GET', path: '/api/initial-setup/import' },
  importDiscard: { method: 'DELETE', path: '/api/initial-setup/import' },
  importSummary: { method: 'GET', path: '/api/initial-setup/import/submit' },
  importSubmit: { method: 'POST', path: '/api/initial-setup/import/submit', bodyKind: 'json' },
  importTemplate: { method: 'GET', path: '/api/initial-setup/import/template', file: true },
  template: { method: 'GET', path: '/api/initial-setup/template' },
  applyTemplate: { method: 'POST', path: '/api/initial-setup/template', bodyKind: 'json' },
  complete: { method: 'POST', path: '/api/initial-setup/complete' },
});

// Generated from mobile-account.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { mobileAccountRoutes } from './mobile-account.routes';

export const mobileAccountRefs = routeRefs<typeof mobileAccountRoutes>({
  actorSearch: { method: 'POST', path: '/api/actor/search', bodyKind: 'form', keepKeys: true },
  list: { method: 'GET', path: '/api/sms/mobile-user' },
  create: { method: 'POST', path: '/api/sms/mobile-user', bodyKind: 'form', keepKeys: true },
  resetPassword: { method: 'POST', path: '/api/sms/mobile-user/reset-password', bodyKind: 'json' },
  setStatus: { method: 'POST', path: '/api/sms/mobile-user/status', bodyKind: 'json' },
  generate: { method: 'POST', path: '/api/sms/generate-mobile-user', bodyKind: 'json' },
  generatedFile: { method: 'GET', path: '/api/sms/generate-mobile-user/{id}', file: true },
  teacherUsers: { method: 'GET', path: '/api/generate/teacher/users', file: true },
  teacherUsersPost: { method: 'POST', path: '/api/generate/teacher/users', file: true },
  guardianStudents: { method: 'GET', path: '/api/sms/guardian-student' },
  employeeMobileUsers: { method: 'GET', path: '/api/employee/mobile-user' },
});

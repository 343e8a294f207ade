// Generated from registration.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { registrationRoutes } from './registration.routes';

export const registrationRefs = routeRefs<typeof registrationRoutes>({
  current: { method: 'GET', path: '/api/rg/configuration/current' },
  questions: { method: 'GET', path: '/api/rg/question' },
  occupations: { method: 'GET', path: '/api/rg/occupation' },
  create: { method: 'POST', path: '/api/pre-applicant/create', bodyKind: 'multipart' },
  externalRegister: { method: 'POST', path: '/api/external/user/register', bodyKind: 'form' },
  status: { method: 'GET', path: '/api/pre-applicant/status' },
  configurationList: { method: 'GET', path: '/api/rg/configuration' },
  configurationCreate: { method: 'POST', path: '/api/rg/configuration', bodyKind: 'json' },
  configurationUpdate: { method: 'PUT', path: '/api/rg/configuration', bodyKind: 'json' },
  configurationDelete: { method: 'DELETE', path: '/api/rg/configuration/{id}' },
  list: { method: 'GET', path: '/api/pre-applicant' },
  detail: { method: 'GET', path: '/api/pre-applicant/detail' },
  applicant: { method: 'GET', path: '/api/pre-applicant/applicant' },
  approve: { method: 'GET', path: '/api/pre-applicant/approve' },
  approvePost: { method: 'POST', path: '/api/pre-applicant/approve' },
  update: { method: 'POST', path: '/api/pre-applicant/update', bodyKind: 'multipart' },
  push: { method: 'POST', path: '/api/pre-applicant/push', bodyKind: 'json' },
  photo: { method: 'GET', path: '/api/pre-applicant/photo', file: true },
  generateRoom: { method: 'GET', path: '/report/generate-room' },
  generateRoomPost: { method: 'POST', path: '/report/generate-room' },
  reportList: { method: 'GET', path: '/report/pre-applicant', file: true },
  reportRoom: { method: 'GET', path: '/report/pre-applicant-room', file: true },
  exportInfo: { method: 'GET', path: '/export/pre-applicant-info', file: true },
});

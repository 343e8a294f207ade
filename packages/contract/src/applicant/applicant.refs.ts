// Generated from applicant.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { applicantRoutes } from './applicant.routes';

export const applicantRefs = routeRefs<typeof applicantRoutes>({
  list: { method: 'GET', path: '/api/applicant' },
  create: { method: 'POST', path: '/api/applicant/add', bodyKind: 'json' },
  update: { method: 'PUT', path: '/api/applicant', bodyKind: 'json' },
  find: { method: 'GET', path: '/api/applicant/find' },
  guardianCreate: { method: 'POST', path: '/api/applicant/guardian', bodyKind: 'json' },
  guardianUpdate: { method: 'PUT', path: '/api/applicant/guardian', bodyKind: 'json' },
  guardianDelete: { method: 'DELETE', path: '/api/applicant/guardian' },
  approve: { method: 'POST', path: '/api/applicant/approval', bodyKind: 'json' },
  reject: { method: 'PUT', path: '/api/applicant/reject', bodyKind: 'json' },
});

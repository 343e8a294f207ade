// Generated from leave-request.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { leaveRequestRoutes } from './leave-request.routes';

export const leaveRequestRefs = routeRefs<typeof leaveRequestRoutes>({
  list: { method: 'GET', path: '/api/leave-request' },
  create: { method: 'POST', path: '/api/leave-request', bodyKind: 'multipart' },
  update: { method: 'PUT', path: '/api/leave-request', bodyKind: 'multipart' },
  approve: { method: 'POST', path: '/api/leave-request/approve', bodyKind: 'json' },
  pendingCount: { method: 'GET', path: '/api/leave-request/pending-count' },
  file: { method: 'GET', path: '/api/leave-request/file', file: true },
});

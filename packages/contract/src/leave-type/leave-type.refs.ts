// Generated from leave-type.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { leaveTypeRoutes } from './leave-type.routes';

export const leaveTypeRefs = routeRefs<typeof leaveTypeRoutes>({
  list: { method: 'GET', path: '/api/leave-type' },
  create: { method: 'POST', path: '/api/leave-type', bodyKind: 'json' },
  update: { method: 'PUT', path: '/api/leave-type', bodyKind: 'json' },
  delete: { method: 'DELETE', path: '/api/leave-type' },
});

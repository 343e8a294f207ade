// Generated from role.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { roleRoutes } from './role.routes';

export const roleRefs = routeRefs<typeof roleRoutes>({
  list: { method: 'GET', path: '/api/role' },
  create: { method: 'POST', path: '/api/role', bodyKind: 'json' },
  update: { method: 'PUT', path: '/api/role', bodyKind: 'json' },
  delete: { method: 'DELETE', path: '/api/role' },
});

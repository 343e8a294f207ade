// Generated from class-group.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { classGroupRoutes } from './class-group.routes';

export const classGroupRefs = routeRefs<typeof classGroupRoutes>({
  list: { method: 'GET', path: '/api/class/group' },
  create: { method: 'POST', path: '/api/class/group', bodyKind: 'json' },
  update: { method: 'PUT', path: '/api/class/group', bodyKind: 'json' },
  delete: { method: 'DELETE', path: '/api/class/group' },
  lookup: { method: 'GET', path: '/api/academic-class/group' },
});

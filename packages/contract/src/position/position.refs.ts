// Generated from position.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { positionRoutes } from './position.routes';

export const positionRefs = routeRefs<typeof positionRoutes>({
  list: { method: 'GET', path: '/api/repo/hrm/position' },
  create: { method: 'POST', path: '/api/repo/hrm/position', bodyKind: 'form' },
  update: { method: 'PUT', path: '/api/repo/hrm/position', bodyKind: 'form' },
  delete: { method: 'DELETE', path: '/api/repo/hrm/position' },
});

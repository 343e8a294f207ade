// Generated from building.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { buildingRoutes } from './building.routes';

export const buildingRefs = routeRefs<typeof buildingRoutes>({
  list: { method: 'GET', path: '/api/building' },
  create: { method: 'POST', path: '/api/building', bodyKind: 'form' },
  update: { method: 'PUT', path: '/api/building', bodyKind: 'form' },
  delete: { method: 'DELETE', path: '/api/building' },
  get: { method: 'GET', path: '/api/building/find' },
});

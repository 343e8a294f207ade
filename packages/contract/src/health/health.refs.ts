// Generated from health.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { healthRoutes } from './health.routes';

export const healthRefs = routeRefs<typeof healthRoutes>({
  get: { method: 'GET', path: '/api/health' },
});

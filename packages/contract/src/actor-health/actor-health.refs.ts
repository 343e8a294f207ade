// Generated from actor-health.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { actorHealthRoutes } from './actor-health.routes';

export const actorHealthRefs = routeRefs<typeof actorHealthRoutes>({
  types: { method: 'GET', path: '/api/actor-health/medical-health-type' },
  save: { method: 'POST', path: '/api/actor-health/medical-health-check', bodyKind: 'json' },
  list: { method: 'GET', path: '/api/actor-health/medical-health-check' },
  daily: { method: 'GET', path: '/api/actor-health/daily' },
  weekly: { method: 'GET', path: '/api/actor-health/weekly' },
  monthly: { method: 'GET', path: '/api/actor-health/monthly' },
});

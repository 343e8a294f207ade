// Generated from level-classified.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { levelClassifiedRoutes } from './level-classified.routes';

export const levelClassifiedRefs = routeRefs<typeof levelClassifiedRoutes>({
  list: { method: 'GET', path: '/api/academic-level-classified' },
  create: { method: 'POST', path: '/api/academic-level-classified', bodyKind: 'json' },
  update: { method: 'PUT', path: '/api/academic-level-classified', bodyKind: 'json' },
  delete: { method: 'DELETE', path: '/api/academic-level-classified/{id}' },
  byEmployee: { method: 'GET', path: '/api/academic-level-classified/by-employee' },
});

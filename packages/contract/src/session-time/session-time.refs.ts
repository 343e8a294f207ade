// Generated from session-time.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { sessionTimeRoutes } from './session-time.routes';

export const sessionTimeRefs = routeRefs<typeof sessionTimeRoutes>({
  levelClassified: { method: 'GET', path: '/api/academicSessionTimeLevelClassified' },
  groups: { method: 'GET', path: '/api/academicSessionTimeGroup' },
  list: { method: 'GET', path: '/api/academicSessionTime' },
  create: { method: 'POST', path: '/api/academicSessionTime', bodyKind: 'json' },
  update: { method: 'PUT', path: '/api/academicSessionTime', bodyKind: 'json' },
  delete: { method: 'DELETE', path: '/api/academicSessionTime/{id}' },
  generate: { method: 'GET', path: '/api/academicSessionTime/generate/{id}' },
});

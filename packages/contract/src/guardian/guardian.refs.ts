// Generated from guardian.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { guardianRoutes } from './guardian.routes';

export const guardianRefs = routeRefs<typeof guardianRoutes>({
  list: { method: 'GET', path: '/api/guardian' },
  create: { method: 'POST', path: '/api/guardian', bodyKind: 'multipart' },
  update: { method: 'PUT', path: '/api/guardian', bodyKind: 'multipart' },
  delete: { method: 'DELETE', path: '/api/guardian' },
  find: { method: 'GET', path: '/api/guardian/find' },
  relationshipTypes: { method: 'GET', path: '/api/guardian/relationship-type' },
  duplicates: { method: 'GET', path: '/api/guardian/possible-duplicates' },
});

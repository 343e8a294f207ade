// Generated from auth.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { authRoutes } from './auth.routes';

export const authRefs = routeRefs<typeof authRoutes>({
  token: { method: 'POST', path: '/api/token', bodyKind: 'form' },
  logout: { method: 'POST', path: '/api/logout', bodyKind: 'form', keepKeys: true },
  permissions: { method: 'GET', path: '/api/permission' },
});

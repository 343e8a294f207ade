// Generated from reference.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { referenceRoutes } from './reference.routes';

export const referenceRefs = routeRefs<typeof referenceRoutes>({
  provinces: { method: 'GET', path: '/api/province/list' },
  schoolTypes: { method: 'GET', path: '/api/school-type' },
});

// Generated from standard-score.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { standardScoreRoutes } from './standard-score.routes';

export const standardScoreRefs = routeRefs<typeof standardScoreRoutes>({
  list: { method: 'GET', path: '/api/subject-standard-score' },
  create: { method: 'POST', path: '/api/subject-standard-score', bodyKind: 'multipart' },
  update: { method: 'PUT', path: '/api/subject-standard-score', bodyKind: 'multipart' },
  delete: { method: 'DELETE', path: '/api/subject-standard-score' },
});

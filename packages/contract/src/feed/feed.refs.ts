// Generated from feed.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { feedRoutes } from './feed.routes';

export const feedRefs = routeRefs<typeof feedRoutes>({
  list: { method: 'GET', path: '/api/v2/feed/current' },
  create: { method: 'POST', path: '/api/v2/feed', bodyKind: 'multipart' },
  update: { method: 'PUT', path: '/api/v2/feed', bodyKind: 'multipart' },
  delete: { method: 'DELETE', path: '/api/feed' },
  like: { method: 'POST', path: '/api/v2/feed/like', bodyKind: 'json' },
  comment: { method: 'POST', path: '/api/v2/feed/comment', bodyKind: 'json' },
  classes: { method: 'GET', path: '/api/v2/feed/classes' },
  photo: { method: 'GET', path: '/api/v2/feed/photo', file: true },
});

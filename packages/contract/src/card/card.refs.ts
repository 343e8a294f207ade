// Generated from card.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { cardRoutes } from './card.routes';

export const cardRefs = routeRefs<typeof cardRoutes>({
  list: { method: 'GET', path: '/api/card' },
  create: { method: 'POST', path: '/api/card', bodyKind: 'json' },
  update: { method: 'PUT', path: '/api/card', bodyKind: 'json' },
  delete: { method: 'DELETE', path: '/api/card' },
});

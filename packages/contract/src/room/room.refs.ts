// Generated from room.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { roomRoutes } from './room.routes';

export const roomRefs = routeRefs<typeof roomRoutes>({
  list: { method: 'GET', path: '/api/room' },
  create: { method: 'POST', path: '/api/room', bodyKind: 'form' },
  update: { method: 'PUT', path: '/api/room/update', bodyKind: 'form' },
  delete: { method: 'DELETE', path: '/api/room/{id}' },
  get: { method: 'GET', path: '/api/room/{id}' },
});

// Generated from announcement.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { announcementRoutes } from './announcement.routes';

export const announcementRefs = routeRefs<typeof announcementRoutes>({
  list: { method: 'GET', path: '/api/school-announcement/v1/current-campus' },
  show: { method: 'GET', path: '/api/school-announcement/show' },
  file: { method: 'GET', path: '/api/school-announcement/attachment-file', file: true },
  save: { method: 'POST', path: '/api/school-announcement/v1', bodyKind: 'multipart' },
  delete: { method: 'PUT', path: '/api/school-announcement' },
});

// Generated from subject.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { subjectRoutes } from './subject.routes';

export const subjectRefs = routeRefs<typeof subjectRoutes>({
  rootList: { method: 'GET', path: '/api/subject-group-root' },
  rootCreate: { method: 'POST', path: '/api/subject-group-root', bodyKind: 'json' },
  rootUpdate: { method: 'PUT', path: '/api/subject-group-root', bodyKind: 'json' },
  rootDelete: { method: 'DELETE', path: '/api/subject-group-root' },
  groupList: { method: 'GET', path: '/api/subject-group' },
  groupCreate: { method: 'POST', path: '/api/subject-group', bodyKind: 'json' },
  groupUpdate: { method: 'PUT', path: '/api/subject-group', bodyKind: 'json' },
  groupDelete: { method: 'DELETE', path: '/api/subject-group' },
  list: { method: 'GET', path: '/api/subject' },
  create: { method: 'POST', path: '/api/subject', bodyKind: 'json' },
  update: { method: 'PUT', path: '/api/subject', bodyKind: 'json' },
  delete: { method: 'DELETE', path: '/api/subject' },
  byGroup: { method: 'GET', path: '/api/subject/by-subject-group/{id}' },
});

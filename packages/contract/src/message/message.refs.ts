// Generated from message.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { messageRoutes } from './message.routes';

export const messageRefs = routeRefs<typeof messageRoutes>({
  users: { method: 'GET', path: '/api/mail/users' },
  recent: { method: 'GET', path: '/api/mail/recent-message' },
  find: { method: 'GET', path: '/api/mail/v1/find' },
  send: { method: 'POST', path: '/api/mail/v1', bodyKind: 'multipart' },
  read: { method: 'POST', path: '/api/mail/read', bodyKind: 'json' },
  classes: { method: 'GET', path: '/api/mail/classes' },
  sendClass: { method: 'POST', path: '/api/mail/class', bodyKind: 'multipart' },
  classSent: { method: 'GET', path: '/api/mail/class/sent' },
  file: { method: 'GET', path: '/api/mail/file', file: true },
});

// Generated from notification.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { notificationRoutes } from './notification.routes';

export const notificationRefs = routeRefs<typeof notificationRoutes>({
  topics: { method: 'GET', path: '/api/notification/topics' },
  saveTopics: { method: 'PUT', path: '/api/notification/topics', bodyKind: 'json' },
  list: { method: 'GET', path: '/api/notification/list' },
  markRead: { method: 'POST', path: '/api/notification/read', bodyKind: 'json' },
  stream: { method: 'GET', path: '/api/notification/stream', file: true },
  telegram: { method: 'GET', path: '/api/notification/telegram' },
  telegramCode: { method: 'POST', path: '/api/notification/telegram/code' },
  telegramUnlink: { method: 'POST', path: '/api/notification/telegram/unlink' },
});

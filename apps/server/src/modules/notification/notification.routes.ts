import type { FastifyInstance } from 'fastify';
import { notificationRoutes } from '@school/contract/notification/notification.routes';
import { addRoute, ok } from '../../http/route';
import * as service from './notification.service';
import { serveNotificationStream } from './notification-stream.service';
import * as outbound from './notification-outbound.service';

export async function registerNotificationRoutes(api: FastifyInstance) {
  addRoute(api, notificationRoutes.topics, async ({ deps, auth }) => ok(await service.listTopics(deps, auth)));
  addRoute(api, notificationRoutes.saveTopics, async ({ deps, auth, body }) => ok(await service.saveTopicChoices(deps, auth, body)));
  addRoute(api, notificationRoutes.list, async ({ deps, auth, query }) => {
    const { items, total } = await service.listNotifications(deps, auth, query);
    return ok(items, total);
  });
  addRoute(api, notificationRoutes.markRead, async ({ deps, auth, body }) => ok(await service.markRead(deps, auth, body ?? {})));
  addRoute(api, notificationRoutes.stream, async ({ deps, auth, reply }) => {
    await serveNotificationStream(deps, auth, reply);
    return reply;
  });
  addRoute(api, notificationRoutes.telegram, async ({ deps, auth }) => ok(await outbound.getTelegramLink(deps, auth)));
  addRoute(api, notificationRoutes.telegramCode, async ({ deps, auth }) => ok(await outbound.createTelegramCode(deps, auth)));
  addRoute(api, notificationRoutes.telegramUnlink, async ({ deps, auth }) => ok(await outbound.unlinkTelegram(deps, auth)));
}

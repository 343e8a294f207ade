import type { FastifyInstance } from 'fastify';
import { messageRoutes as r } from '@school/contract/message/message.routes';
import { addRoute, ok } from '../../http/route';
import { sendDownload } from '../../lib/file-reply';
import * as service from './message.service';

export async function registerMessageRoutes(api: FastifyInstance) {
  addRoute(api, r.users, async ({ deps, auth, query }) => ok(await service.listRecipients(deps, auth, query.academicClassId)));
  addRoute(api, r.recent, async ({ deps, auth }) => {
    const { items, unread } = await service.listConversations(deps, auth);
    return ok(items, unread);
  });
  addRoute(api, r.find, async ({ deps, auth, query }) => ok(await service.findThread(deps, auth, query.id)));
  addRoute(api, r.send, async ({ deps, auth, body }) => ok(await service.sendMessage(deps, auth, body)));
  addRoute(api, r.read, async ({ deps, auth, body }) => ok(await service.markRead(deps, auth, body)));
  addRoute(api, r.classes, async ({ deps, auth }) => ok(await service.listClasses(deps, auth)));
  addRoute(api, r.sendClass, async ({ deps, auth, body }) => ok(await service.sendClassMessage(deps, auth, body)));
  addRoute(api, r.classSent, async ({ deps, auth, query }) => ok(await service.findClassMessage(deps, auth, query.id)));
  addRoute(api, r.file, async ({ deps, auth, query, reply }) => sendDownload(reply, await service.readMessageFile(deps, auth, query.id)));
}

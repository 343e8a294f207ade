import type { FastifyInstance } from 'fastify';
import { announcementRoutes as r } from '@school/contract/announcement/announcement.routes';
import { addRoute, ok } from '../../http/route';
import { sendDownload } from '../../lib/file-reply';
import * as service from './announcement.service';

export async function registerAnnouncementRoutes(api: FastifyInstance) {
  addRoute(api, r.list, async ({ deps, auth, query }) => {
    const { items, total } = await service.listAnnouncements(deps, auth, query);
    return ok(items, total);
  });
  addRoute(api, r.show, async ({ deps, auth, query }) => ok(await service.showAnnouncement(deps, auth, query.id)));
  addRoute(api, r.file, async ({ deps, auth, query, reply }) => sendDownload(reply, await service.readAnnouncementFile(deps, auth, query)));
  addRoute(api, r.save, async ({ deps, auth, body }) => ok(await service.saveAnnouncement(deps, auth, body)));
  addRoute(api, r.delete, async ({ deps, auth, query }) => ok(await service.deleteAnnouncement(deps, auth, query)));
}

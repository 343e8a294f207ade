import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { campusRoutes } from '@school/contract/campus/campus.routes';
import type { TCampusImageKind } from '@school/contract/campus/campus.schemas';
import type { TAppDeps } from '../../http/deps';
import { addRoute, ok } from '../../http/route';
import * as service from './campus.service';

export async function registerCampusRoutes(api: FastifyInstance) {
  addRoute(api, campusRoutes.loginConfig, async ({ deps, query }) => ok(await service.getLoginConfig(deps, query.schoolCode)));
  addRoute(api, campusRoutes.logo, async ({ deps, query, request, reply }) => sendPicture(deps, request, reply, query, 'logo'));
  addRoute(api, campusRoutes.background, async ({ deps, query, request, reply }) => sendPicture(deps, request, reply, query, 'background'));
  addRoute(api, campusRoutes.current, async ({ deps, auth }) => ok(await service.getCurrent(deps, auth)));
  addRoute(api, campusRoutes.list, async ({ deps, auth }) => {
    const list = await service.listCampuses(deps, auth);
    return ok(list, list.length);
  });
  addRoute(api, campusRoutes.find, async ({ deps, auth, query }) => ok(await service.findCampus(deps, auth, query.id)));
  addRoute(api, campusRoutes.update, async ({ deps, auth, body }) => ok(await service.updateCampus(deps, auth, body)));
  addRoute(api, campusRoutes.uploadImage, async ({ deps, auth, body }) => ok(await service.uploadImage(deps, auth, body.Kind, body.File)));
  addRoute(api, campusRoutes.configFb, async ({ deps, auth, query }) => ok(await service.getSettings(deps, auth, query.schoolId)));
  addRoute(api, campusRoutes.contact, async ({ deps, auth }) => ok(await service.getContact(deps, auth)));
}

/**
 * Pictures are cached: for good when the URL names the current file (`v`), otherwise revalidated with
 * the ETag, so a school's new logo shows at once.
 */
async function sendPicture(
  deps: TAppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  query: { schoolCode: string; v?: string },
  kind: TCampusImageKind,
): Promise<FastifyReply> {
  const picture = await service.getPicture(deps, query.schoolCode, kind);
  reply.header('etag', picture.etag);
  reply.header('cache-control', query.v === picture.fileId ? 'public, max-age=31536000, immutable' : 'public, no-cache');
  reply.header('content-security-policy', "default-src 'none'");
  if (request.headers['if-none-match'] === picture.etag) return reply.status(304).send();
  return reply.type(picture.contentType).send(picture.data);
}

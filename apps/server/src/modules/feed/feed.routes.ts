import type { FastifyInstance } from 'fastify';
import { feedRoutes as r } from '@school/contract/feed/feed.routes';
import { addRoute, ok } from '../../http/route';
import * as service from './feed.service';

export async function registerFeedRoutes(api: FastifyInstance) {
  addRoute(api, r.list, async ({ deps, auth, query }) => {
    const { items, total } = await service.listFeed(deps, auth, query);
    return ok(items, total);
  });
  addRoute(api, r.create, async ({ deps, auth, body }) => ok(await service.createPost(deps, auth, body)));
  addRoute(api, r.update, async ({ deps, auth, body }) => ok(await service.updatePost(deps, auth, body)));
  addRoute(api, r.like, async ({ deps, auth, body }) => ok(await service.toggleLike(deps, auth, body.FeedId)));
  addRoute(api, r.comment, async ({ deps, auth, body }) => ok(await service.addComment(deps, auth, body)));
  addRoute(api, r.delete, async ({ deps, auth, query }) => ok(await service.deletePost(deps, auth, query.id)));
  addRoute(api, r.classes, async ({ deps, auth, query }) => ok(await service.listPostClasses(deps, auth, query.academicYearId)));
  addRoute(api, r.photo, async ({ deps, query, request, reply }) => {
    const photo = await service.readPhoto(deps, query);
    // Private: photos of children are personal data; the browser may keep one (its link is signed for a week).
    reply.header('cache-control', 'private, max-age=86400').header('etag', photo.etag);
    if (request.headers['if-none-match'] === photo.etag) return reply.status(304).send();
    return reply.type(photo.contentType).header('content-disposition', 'inline; filename="photo"').header('x-content-type-options', 'nosniff').send(photo.data);
  });
}

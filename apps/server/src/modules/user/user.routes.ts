import type { FastifyInstance } from 'fastify';
import { userRoutes } from '@school/contract/user/user.routes';
import { addRoute, ok } from '../../http/route';
import * as service from './user.service';

export async function registerUserRoutes(api: FastifyInstance) {
  addRoute(api, userRoutes.me, async ({ deps, auth, reply }) => {
    reply.header('cache-control', 'no-store');
    return ok(await service.getMe(deps, auth));
  });
  addRoute(api, userRoutes.updateMe, async ({ deps, auth, body }) => ok(await service.updateMe(deps, auth, body)));
  addRoute(api, userRoutes.createAddress, async ({ deps, auth, body }) => ok(await service.createAddress(deps, auth, body)));
  addRoute(api, userRoutes.updateAddress, async ({ deps, auth, body }) => ok(await service.updateAddress(deps, auth, body)));
  addRoute(api, userRoutes.deleteAddress, async ({ deps, auth, query }) => {
    await service.deleteAddress(deps, auth, query.id);
    return ok(null);
  });
  addRoute(api, userRoutes.updateAccountFree, async ({ deps, auth, body }) => ok(await service.updateAccountFree(deps, auth, body)));
  addRoute(api, userRoutes.changePassword, async ({ deps, auth, body }) => {
    await service.changePassword(deps, auth, body);
    return ok(null);
  });
  addRoute(api, userRoutes.setPassword, async ({ deps, auth, body }) => {
    await service.setPassword(deps, auth, body);
    return ok(null);
  });
  addRoute(api, userRoutes.childAccount, async ({ deps, auth, query }) => ok(await service.getChildAccount(deps, auth, query)));
  addRoute(api, userRoutes.childPassword, async ({ deps, auth, body }) => {
    await service.setChildPassword(deps, auth, body);
    return ok(null);
  });
  addRoute(api, userRoutes.picture, async ({ deps, auth, query, request, reply }) => {
    const picture = await service.getProfilePicture(deps, auth, query);
    // Private: a picture is personal data, so shared caches must not keep it; the browser may, for a day.
    reply.header('cache-control', 'private, max-age=86400').header('etag', picture.etag).header('vary', 'authorization');
    if (request.headers['if-none-match'] === picture.etag) return reply.status(304).send();
    return reply.type(picture.contentType).header('content-disposition', 'inline; filename="profile"').send(picture.data);
  });
}

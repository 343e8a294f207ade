import type { FastifyInstance } from 'fastify';
import { authRoutes } from '@school/contract/auth/auth.routes';
import { addRoute, ok } from '../../http/route';
import * as service from './auth.service';

export async function registerAuthRoutes(api: FastifyInstance) {
  addRoute(api, authRoutes.token, async ({ deps, body, request, reply }) => {
    reply.header('cache-control', 'no-store');
    return service.issueToken(deps, body, {
      authorization: request.headers.authorization,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
  });
  addRoute(api, authRoutes.logout, async ({ deps, auth, body }) => {
    await service.logout(deps, auth, body?.refresh_token);
    return ok(null);
  });
  addRoute(api, authRoutes.permissions, async ({ auth }) => ok([...auth.permissions].sort().map((Value) => ({ Value }))));
}

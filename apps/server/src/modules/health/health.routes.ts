import type { FastifyInstance } from 'fastify';
import { healthRoutes } from '@school/contract/health/health.routes';
import { addRoute, ok } from '../../http/route';
import { APP_VERSION } from './health.service';

export async function registerHealthRoutes(api: FastifyInstance) {
  addRoute(api, healthRoutes.get, async ({ deps, reply }) => {
    const up = await deps.database.ping();
    if (!up) reply.status(503);
    return { ...ok({ Status: up ? ('up' as const) : ('degraded' as const), Database: up, Version: APP_VERSION }), StatusCode: up ? 200 : 503 };
  });
}

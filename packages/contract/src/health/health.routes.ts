import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';

export const ZHealth = z.object({ Status: z.enum(['up', 'degraded']), Database: z.boolean(), Version: z.string() });

export const healthRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/api/health',
    area: 'auth',
    access: 'public',
    summary: 'Liveness and readiness: the server is up and the database answers',
    response: ZEnvelope(ZHealth),
  }),
};

import type { FastifyInstance } from 'fastify';
import { registerAuthRoutes } from './auth/auth.routes';
import { registerHealthRoutes } from './health/health.routes';
import { registerLevelClassifiedRoutes } from './level-classified/level-classified.routes';

/** Every module's routes, registered under the API base. Add a module here when you add a domain. */
export const modules: Array<(api: FastifyInstance) => Promise<void>> = [registerHealthRoutes, registerAuthRoutes, registerLevelClassifiedRoutes];

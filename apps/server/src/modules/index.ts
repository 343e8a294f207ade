import type { FastifyInstance } from 'fastify';
import { registerAuthRoutes } from './auth/auth.routes';
import { registerHealthRoutes } from './health/health.routes';
import { registerEnumRoutes } from './enum/enum.routes';
import { registerAcademicYearRoutes } from './academic-year/academic-year.routes';
import { registerRoleRoutes } from './role/role.routes';
import { registerUserRoutes } from './user/user.routes';

/** Every module's routes, registered under the API base. Add a module here when you add a domain. */
export const modules: Array<(api: FastifyInstance) => Promise<void>> = [
  registerHealthRoutes,
  registerAuthRoutes,
  registerEnumRoutes,
  registerAcademicYearRoutes,
  registerRoleRoutes,
  registerUserRoutes,
];

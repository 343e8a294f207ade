import type { FastifyInstance } from 'fastify';
import { referenceRoutes } from '@school/contract/reference/reference.routes';
import { addRoute, ok } from '../../http/route';
import * as service from './reference.service';

export async function registerReferenceRoutes(api: FastifyInstance) {
  addRoute(api, referenceRoutes.provinces, async ({ deps, reply }) => {
    // Reference data changes only with a release: let browsers keep it for an hour.
    reply.header('cache-control', 'public, max-age=3600');
    return ok(await service.listProvinces(deps));
  });
  addRoute(api, referenceRoutes.schoolTypes, async ({ deps, reply }) => {
    reply.header('cache-control', 'public, max-age=3600');
    return ok(await service.listSchoolTypes(deps));
  });
}

import type { FastifyInstance } from 'fastify';
import { applicantRoutes as r } from '@school/contract';
import { addRoute, ok } from '../../http/route';
import * as service from './applicant.service';

export async function registerApplicantRoutes(api: FastifyInstance) {
  addRoute(api, r.list, async ({ deps, auth, query }) => {
    const { rows, total } = await service.listApplicants(deps, auth, query);
    return ok(rows, total);
  });
  addRoute(api, r.find, async ({ deps, auth, query }) => ok(await service.getApplicant(deps, auth, query.id)));
  addRoute(api, r.create, async ({ deps, auth, body }) => ok(await service.createApplicant(deps, auth, body)));
  addRoute(api, r.update, async ({ deps, auth, body }) => ok(await service.updateApplicant(deps, auth, body)));
  addRoute(api, r.guardianCreate, async ({ deps, auth, body }) => ok(await service.addGuardian(deps, auth, body)));
  addRoute(api, r.guardianUpdate, async ({ deps, auth, body }) => ok(await service.updateGuardian(deps, auth, body)));
  addRoute(api, r.guardianDelete, async ({ deps, auth, query }) => ok(await service.deleteGuardian(deps, auth, query.id)));
  addRoute(api, r.approve, async ({ deps, auth, body }) => ok(await service.approveApplicant(deps, auth, body)));
  addRoute(api, r.reject, async ({ deps, auth, body }) => ok(await service.rejectApplicant(deps, auth, body)));
}

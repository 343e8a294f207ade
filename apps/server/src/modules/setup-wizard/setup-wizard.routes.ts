import type { FastifyInstance } from 'fastify';
import { setupWizardRoutes as r } from '@school/contract';
import { addRoute, ok } from '../../http/route';
import * as service from './setup-wizard.service';

export async function registerSetupWizardRoutes(api: FastifyInstance) {
  addRoute(api, r.current, async ({ deps, auth }) => ok(await service.current(deps, auth)));
  addRoute(api, r.byYear, async ({ deps, auth, query }) => ok(await service.ofYear(deps, auth, query.academicYearId)));
  addRoute(api, r.start, async ({ deps, auth, body }) => ok(await service.start(deps, auth, body)));
  addRoute(api, r.step, async ({ deps, auth, body }) => ok(await service.moveStep(deps, auth, body)));
  addRoute(api, r.copy, async ({ deps, auth, body }) => ok(await service.copyStep(deps, auth, body)));
  addRoute(api, r.summary, async ({ deps, auth, query }) => ok(await service.summary(deps, auth, query.id)));
  addRoute(api, r.complete, async ({ deps, auth, body }) => ok(await service.complete(deps, auth, body)));
  addRoute(api, r.cancel, async ({ deps, auth, query }) => ok(await service.cancel(deps, auth, query.id).then(() => null)));
  addRoute(api, r.semesters, async ({ deps, auth, query }) => ok(await service.listSemesters(deps, auth, query.academicYearId)));
  addRoute(api, r.saveSemesters, async ({ deps, auth, body }) => ok(await service.saveSemesters(deps, auth, body)));
}

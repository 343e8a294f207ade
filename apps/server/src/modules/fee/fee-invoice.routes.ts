import type { FastifyInstance } from 'fastify';
import { feeInvoiceRoutes as r } from '@school/contract/fee/fee-invoice.routes';
import { addRoute, ok } from '../../http/route';
import * as service from './fee-invoice.service';

/** The proforma invoice calls (issue 14). */
export async function registerFeeInvoiceRoutes(api: FastifyInstance) {
  addRoute(api, r.list, async ({ deps, auth, query }) => {
    const page = await service.listInvoices(deps, auth, query);
    return ok(page.items, page.total);
  });
  addRoute(api, r.get, async ({ deps, auth, params }) => ok(await service.getInvoice(deps, auth, params.id)));
  addRoute(api, r.find, async ({ deps, auth, body }) => {
    const page = await service.findInvoices(deps, auth, body);
    return ok(page.items, page.total);
  });
  addRoute(api, r.generate, async ({ deps, auth, body }) => ok(await service.generateInvoices(deps, auth, body)));
  addRoute(api, r.update, async ({ deps, auth, body }) => ok(await service.updateInvoice(deps, auth, body)));
  addRoute(api, r.status, async ({ deps, auth, body }) => ok(await service.setInvoiceStatus(deps, auth, body)));
  addRoute(api, r.classes, async ({ deps, auth, params, query }) =>
    ok(await service.classSummaries(deps, auth, { yearId: params.id, feeTermId: query.feeTermId })),
  );
  addRoute(api, r.classesOfGrade, async ({ deps, auth, params, query }) =>
    ok(await service.classSummaries(deps, auth, { yearId: params.id, courseLevelId: params.courseLevelId, feeTermId: query.feeTermId })),
  );
}

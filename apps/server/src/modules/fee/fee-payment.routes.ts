import type { FastifyInstance } from 'fastify';
import { feePaymentRoutes as r } from '@school/contract/fee/fee-payment.routes';
import { addRoute, ok } from '../../http/route';
import { sendDownload } from '../../lib/file-reply';
import * as service from './fee-payment.service';
import * as report from './fee-report.service';
import { feeCollection } from './fee-collection.service';
import { collectionReport } from './fee-collection-report.service';

/** Payments, their confirmation, refunds and voids, receipts and invoices as PDF (issue 14). */
export async function registerFeePaymentRoutes(api: FastifyInstance) {
  addRoute(api, r.create, async ({ deps, auth, body }) => ok(await service.createPayment(deps, auth, body)));
  addRoute(api, r.find, async ({ deps, auth, body }) => {
    const page = await service.findPayments(deps, auth, body);
    return ok(page.items, page.total);
  });
  addRoute(api, r.confirmation, async ({ deps, auth, body }) => ok(await service.confirmPayment(deps, auth, body)));
  addRoute(api, r.status, async ({ deps, auth, body }) => ok(await service.reversePayment(deps, auth, body)));
  addRoute(api, r.history, async ({ deps, auth, query }) => {
    const rows = await service.paymentHistory(deps, auth, query.id);
    return ok(rows, rows.length);
  });
  addRoute(api, r.receipt, async ({ deps, auth, query, reply }) => sendDownload(reply, await report.receiptPdf(deps, auth, query.id)));
  addRoute(api, r.collection, async ({ deps, auth, query }) => ok(await feeCollection(deps, auth, query)));
  addRoute(api, r.collectionReport, async ({ deps, auth, query, reply }) => sendDownload(reply, await collectionReport(deps, auth, query)));
  addRoute(api, r.invoiceReport, async ({ deps, auth, query, reply }) => sendDownload(reply, await report.invoicePdf(deps, auth, query.id)));
}

import { z } from 'zod';
import { ZEnvelope } from '../common/envelope.schemas';
import { defineRoute } from '../common/route';
import { ZFeeCollection, ZFeeCollectionQuery, ZFeeCollectionReportQuery } from './fee-collection.schemas';
import { ZPayment, ZPaymentConfirmation, ZPaymentCreate, ZPaymentFind, ZPaymentHistory, ZPaymentIdQuery, ZPaymentStatus } from './fee-payment.schemas';

const OFFICE = ['VIEW_NAV_FEE_COLLECTION', 'MANAGE_FEE_COLLECTION', 'CONFIRM_FEE_PAYMENT'] as const;
const area = 'fees';

/** The payment calls of api-calls.tsv (issue 14). */
export const feePaymentRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/api/proforma-invoice/payment',
    area,
    access: 'MANAGE_FEE_COLLECTION',
    summary:
      "Take a payment against an invoice (full, or partial when the school allows), in riel or dollars at the setting's rate; pending until the office confirms unless the office took it",
    body: ZPaymentCreate,
    bodyKind: 'json',
    response: ZEnvelope(ZPayment),
  }),
  find: defineRoute({
    method: 'POST',
    path: '/api/payment/find',
    area,
    access: [...OFFICE, 'VIEW_NAV_SCHOOL_FEE'],
    summary: 'Payments, refunds and voids by invoice, student, class, status, kind and date (paged); a family sees its own',
    body: ZPaymentFind,
    bodyKind: 'json',
    response: ZEnvelope(z.array(ZPayment)),
  }),
  confirmation: defineRoute({
    method: 'POST',
    path: '/api/payment/confirmation',
    area,
    access: 'CONFIRM_FEE_PAYMENT',
    summary: 'The office confirms a pending payment, or rejects it with a note (its amount leaves the invoice)',
    body: ZPaymentConfirmation,
    bodyKind: 'json',
    response: ZEnvelope(ZPayment),
  }),
  status: defineRoute({
    method: 'POST',
    path: '/api/payment/status',
    area,
    access: 'CONFIRM_FEE_PAYMENT',
    summary: 'Refund (part of) or void a confirmed payment: a new reversing entry with a reason; the payment itself never changes',
    body: ZPaymentStatus,
    bodyKind: 'json',
    response: ZEnvelope(ZPayment),
  }),
  history: defineRoute({
    method: 'GET',
    path: '/api/payment/workflow-history',
    area,
    access: [...OFFICE],
    summary: "A payment's workflow: recorded, confirmed or rejected, refunded, voided, who and when",
    query: ZPaymentIdQuery,
    response: ZEnvelope(z.array(ZPaymentHistory)),
  }),
  receipt: defineRoute({
    method: 'GET',
    path: '/api/payment/receipt-report',
    area,
    access: [...OFFICE, 'VIEW_NAV_SCHOOL_FEE'],
    summary: 'The receipt of a payment as PDF, Khmer with English (a family its own)',
    query: ZPaymentIdQuery,
    file: true,
  }),
  invoiceReport: defineRoute({
    method: 'GET',
    path: '/api/proforma-invoice/report',
    area,
    access: [...OFFICE, 'VIEW_NAV_SCHOOL_FEE'],
    summary: 'An invoice as PDF, Khmer with English, with what is paid and due (a family its own)',
    query: ZPaymentIdQuery,
    file: true,
  }),
  collection: defineRoute({
    method: 'GET',
    path: '/api/payment/collection',
    area,
    access: [...OFFICE],
    summary:
      "Designed: the fee collection report of a period (receipts with totals per currency, method and fee type, refunds and voids as reversals, net) and the aging list of outstanding balances on the period's last day, by class or grade, fee type, method and currency",
    query: ZFeeCollectionQuery,
    response: ZEnvelope(ZFeeCollection),
  }),
  collectionReport: defineRoute({
    method: 'GET',
    path: '/api/payment/collection-report',
    area,
    access: [...OFFICE],
    summary: 'Designed: the fee collection report and aging list as a file, Khmer with English (exportType: PDF 0, Excel 1)',
    query: ZFeeCollectionReportQuery,
    file: true,
  }),
};

import { z } from 'zod';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZIdParams } from '../common/fields.schemas';
import { defineRoute } from '../common/route';
import {
  ZInvoiceClassGradeParams,
  ZInvoiceClassParams,
  ZInvoiceClassQuery,
  ZInvoiceClassSummary,
  ZProformaInvoice,
  ZProformaInvoiceFind,
  ZProformaInvoiceGenerate,
  ZProformaInvoiceGenerated,
  ZProformaInvoiceListQuery,
  ZProformaInvoiceStatus,
  ZProformaInvoiceUpdate,
} from './fee-invoice.schemas';

/** The office reads every invoice; families read their own (checked per student by the service). */
const OFFICE = ['VIEW_NAV_FEE_COLLECTION', 'MANAGE_FEE_COLLECTION', 'CONFIRM_FEE_PAYMENT'] as const;
const area = 'fees';

/** The proforma invoice calls of api-calls.tsv (issue 14); payments against them are `fee-payment.routes.ts`. */
export const feeInvoiceRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/proforma-invoice',
    area,
    access: [...OFFICE, 'VIEW_NAV_SCHOOL_FEE'],
    summary:
      "Invoices a family sees (a student's own, a guardian's children's; `studentId` picks one) or, for the office, any student's; drafts only to the office",
    query: ZProformaInvoiceListQuery,
    response: ZEnvelope(z.array(ZProformaInvoice)),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/proforma-invoice/{id}',
    area,
    access: [...OFFICE, 'VIEW_NAV_SCHOOL_FEE'],
    summary: 'One invoice with its lines (404 out of reach)',
    params: ZIdParams,
    response: ZEnvelope(ZProformaInvoice),
  }),
  find: defineRoute({
    method: 'POST',
    path: '/api/proforma-invoice/find',
    area,
    access: [...OFFICE],
    summary: 'Search invoices by year, class, term, student, name or number, status and due date, overdue only (paged)',
    body: ZProformaInvoiceFind,
    bodyKind: 'json',
    response: ZEnvelope(z.array(ZProformaInvoice)),
  }),
  generate: defineRoute({
    method: 'POST',
    path: '/api/proforma-invoice',
    area,
    access: 'MANAGE_FEE_COLLECTION',
    summary: "Generate a term's invoices for a class or a grade in one transaction (one per active student, discounts per student)",
    body: ZProformaInvoiceGenerate,
    bodyKind: 'json',
    response: ZEnvelope(ZProformaInvoiceGenerated),
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/proforma-invoice',
    area,
    access: 'MANAGE_FEE_COLLECTION',
    summary: 'Edit an invoice nothing is paid on: lines, quantities, discounts, due date, note (Version)',
    body: ZProformaInvoiceUpdate,
    bodyKind: 'json',
    response: ZEnvelope(ZProformaInvoice),
  }),
  status: defineRoute({
    method: 'POST',
    path: '/api/proforma-invoice/status',
    area,
    access: 'MANAGE_FEE_COLLECTION',
    summary: 'Issue a draft or cancel an invoice with a reason (nothing paid on it; Version)',
    body: ZProformaInvoiceStatus,
    bodyKind: 'json',
    response: ZEnvelope(ZProformaInvoice),
  }),
  classes: defineRoute({
    method: 'GET',
    path: '/api/proforma-invoice/academic-class/{id}',
    area,
    access: [...OFFICE],
    summary: "The classes of a year (id) with their students and what a term's invoices hold",
    params: ZInvoiceClassParams,
    query: ZInvoiceClassQuery,
    response: ZEnvelope(z.array(ZInvoiceClassSummary)),
  }),
  classesOfGrade: defineRoute({
    method: 'GET',
    path: '/api/proforma-invoice/academic-class/{id}/{courseLevelId}',
    area,
    access: [...OFFICE],
    summary: "The same for one grade of the year (the spec's path names both parameters {id})",
    params: ZInvoiceClassGradeParams,
    query: ZInvoiceClassQuery,
    response: ZEnvelope(z.array(ZInvoiceClassSummary)),
  }),
};

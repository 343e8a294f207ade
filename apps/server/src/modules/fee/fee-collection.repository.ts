import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PAYMENT_STATUS, PROFORMA_INVOICE_STATUS } from '@school/contract';
import type { TQueryable } from '../../db/engine';
import { personNames } from '../../lib/person-name';
import { academicClass, courseLevel, feeItem, feeType, payment, paymentMethod, proformaInvoice, proformaInvoiceItem, student } from '../../db/schema/index';

/** The fee collection report's and the aging list's reads (issue 14); every one scoped by the campus. */
export type TCollectionFilter = {
  campusId: string;
  academicClassId?: string;
  courseLevelId?: string;
  paymentMethodId?: string;
  currencyType?: number;
};

/** Entries that count on an invoice: pending and confirmed (rejected ones left it). */
export const COUNTED = [PAYMENT_STATUS.PENDING, PAYMENT_STATUS.PAID];
const localDate = sql`(${payment.paidAt} at time zone 'Asia/Phnom_Penh')::date`;

const invoiceScope = (f: TCollectionFilter): SQL[] =>
  [
    f.academicClassId ? eq(proformaInvoice.academicClassId, f.academicClassId) : undefined,
    f.courseLevelId ? eq(proformaInvoice.courseLevelId, f.courseLevelId) : undefined,
  ].filter((c): c is SQL => Boolean(c));

const method = alias(paymentMethod, 'method');

/** Payments, refunds and voids of the period (local dates in Phnom Penh), by receipt number. */
export const periodEntries = (db: TQueryable, f: TCollectionFilter & { from: string; to: string }) =>
  db
    .select({
      id: payment.id,
      receiptNumber: payment.receiptNumber,
      invoiceId: payment.proformaInvoiceId,
      kind: payment.kind,
      status: payment.status,
      paidAt: payment.paidAt,
      currency: payment.paidCurrency,
      paidMinor: payment.paidAmountMinor,
      invoiceCode: proformaInvoice.invoiceNumber,
      studentId: student.id,
      student: { code: student.code, ...personNames(student) },
      class: { id: academicClass.id, description: academicClass.description, descriptionEn: academicClass.descriptionEn },
      method: { id: method.id, description: method.description, descriptionEn: method.descriptionEn },
    })
    .from(payment)
    .innerJoin(proformaInvoice, and(eq(proformaInvoice.campusId, payment.campusId), eq(proformaInvoice.id, payment.proformaInvoiceId)))
    .innerJoin(student, and(eq(student.campusId, payment.campusId), eq(student.id, payment.studentId)))
    .innerJoin(academicClass, and(eq(academicClass.campusId, proformaInvoice.campusId), eq(academicClass.id, proformaInvoice.academicClassId)))
    .innerJoin(method, and(eq(method.campusId, payment.campusId), eq(method.id, payment.paymentMethodId)))
    .where(
      and(
        eq(payment.campusId, f.campusId),
        inArray(payment.status, COUNTED),
        gte(localDate, sql`${f.from}::date`),
        lte(localDate, sql`${f.to}::date`),
        f.paymentMethodId ? eq(payment.paymentMethodId, f.paymentMethodId) : undefined,
        f.currencyType !== undefined ? eq(payment.paidCurrency, f.currencyType) : undefined,
        ...invoiceScope(f),
      ),
    )
    .orderBy(asc(payment.receiptNumber));
export type TPeriodEntry = Awaited<ReturnType<typeof periodEntries>>[number];

/** Each invoice's line amounts (after line discounts) per fee type: the weights a payment is shared by. */
export const feeTypeWeights = async (db: TQueryable, p: { campusId: string; invoiceIds: string[] }) => {
  if (p.invoiceIds.length === 0) return [];
  return db
    .select({
      invoiceId: proformaInvoiceItem.proformaInvoiceId,
      feeTypeId: feeItem.feeTypeId,
      weight: sql<string>`sum(${proformaInvoiceItem.amountMinor})`,
    })
    .from(proformaInvoiceItem)
    .innerJoin(feeItem, and(eq(feeItem.campusId, proformaInvoiceItem.campusId), eq(feeItem.id, proformaInvoiceItem.feeItemId)))
    .where(and(eq(proformaInvoiceItem.campusId, p.campusId), inArray(proformaInvoiceItem.proformaInvoiceId, p.invoiceIds)))
    .groupBy(proformaInvoiceItem.proformaInvoiceId, feeItem.feeTypeId);
};

export const feeTypesOf = (db: TQueryable, p: { campusId: string }) =>
  db
    .select({ id: feeType.id, description: feeType.description, descriptionEn: feeType.descriptionEn, sortIndex: feeType.sortIndex, code: feeType.code })
    .from(feeType)
    .where(eq(feeType.campusId, p.campusId))
    .orderBy(asc(feeType.sortIndex), asc(feeType.code));

/**
 * Live invoices issued by `asOf` with what was owed on it: the total less the pending and confirmed entries
 * paid by that day (refunds and voids of that day give back). Only those with a balance.
 */
export const agingInvoices = async (db: TQueryable, f: TCollectionFilter & { asOf: string }) => {
  const paidBy = sql<string>`coalesce((select sum(p.amount_minor) from payment p where p.campus_id = ${proformaInvoice.campusId}
    and p.proforma_invoice_id = ${proformaInvoice.id} and p.status in (${sql.join(
      COUNTED.map((s) => sql`${s}`),
      sql`, `,
    )}) and (p.paid_at at time zone 'Asia/Phnom_Penh')::date <= ${f.asOf}::date), 0)`;
  const rows = await db
    .select({
      id: proformaInvoice.id,
      dueDate: proformaInvoice.dueDate,
      currency: proformaInvoice.currencyType,
      totalMinor: proformaInvoice.totalMinor,
      paidMinor: paidBy,
      studentId: student.id,
      student: { code: student.code, ...personNames(student) },
      class: { id: academicClass.id, description: academicClass.description, descriptionEn: academicClass.descriptionEn },
    })
    .from(proformaInvoice)
    .innerJoin(student, and(eq(student.campusId, proformaInvoice.campusId), eq(student.id, proformaInvoice.studentId)))
    .innerJoin(academicClass, and(eq(academicClass.campusId, proformaInvoice.campusId), eq(academicClass.id, proformaInvoice.academicClassId)))
    .where(
      and(
        eq(proformaInvoice.campusId, f.campusId),
        inArray(proformaInvoice.status, [PROFORMA_INVOICE_STATUS.ISSUED, PROFORMA_INVOICE_STATUS.PARTIALLY_PAID, PROFORMA_INVOICE_STATUS.PAID]),
        lte(proformaInvoice.issueDate, f.asOf),
        f.currencyType !== undefined ? eq(proformaInvoice.currencyType, f.currencyType) : undefined,
        ...invoiceScope(f),
      ),
    )
    .orderBy(asc(student.code), asc(proformaInvoice.dueDate));
  return rows.map((r) => ({ ...r, balanceMinor: r.totalMinor - Number(r.paidMinor) })).filter((r) => r.balanceMinor > 0);
};
export type TAgingInvoice = Awaited<ReturnType<typeof agingInvoices>>[number];

/** The names of the chosen class, grade, fee type and method, for the report's filter line. */
export async function filterNames(
  db: TQueryable,
  p: { campusId: string; academicClassId?: string; courseLevelId?: string; feeTypeId?: string; paymentMethodId?: string },
) {
  const one = async (table: typeof academicClass | typeof courseLevel | typeof feeType | typeof paymentMethod, id: string | undefined) =>
    id
      ? db
          .select({ description: table.description, descriptionEn: table.descriptionEn })
          .from(table)
          .where(and(eq(table.campusId, p.campusId), eq(table.id, id)))
          .then((rows) => rows[0] ?? null)
      : null;
  return {
    academicClass: await one(academicClass, p.academicClassId),
    courseLevel: await one(courseLevel, p.courseLevelId),
    feeType: await one(feeType, p.feeTypeId),
    paymentMethod: await one(paymentMethod, p.paymentMethodId),
  };
}

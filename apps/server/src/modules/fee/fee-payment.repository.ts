import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TQueryable } from '../../db/engine';
import { idsOrNone } from '../../lib/ids';
import { personNameMatches } from '../../db/person-name';
import { personNames } from '../../lib/person-name';
import { academicClass, payment, paymentMethod, paymentWorkflowHistory, proformaInvoice, student } from '../../db/schema/index';

/** Payments, refunds and voids (append-only) and their workflow history (issue 14). */
export type TPaymentRow = typeof payment.$inferSelect;
export type TPaymentValues = Omit<typeof payment.$inferInsert, 'campusId' | 'id' | 'version' | 'createdAt' | 'updatedAt'>;

export const insertPayment = (db: TQueryable, p: { campusId: string; values: TPaymentValues }) =>
  db
    .insert(payment)
    .values({ campusId: p.campusId, ...p.values })
    .returning({ id: payment.id })
    .then((rows) => rows[0]!.id);

export const lockPayment = (db: TQueryable, p: { campusId: string; id: string }) =>
  db
    .select()
    .from(payment)
    .where(and(eq(payment.campusId, p.campusId), eq(payment.id, p.id)))
    .for('update')
    .then((rows) => rows[0]);

/** The confirmation's columns: the only ones the table's trigger lets change. */
export const setPaymentStatus = (db: TQueryable, p: { campusId: string; id: string; version: number; status: number; confirmedBy: string }) =>
  db
    .update(payment)
    .set({ status: p.status, confirmedBy: p.confirmedBy, confirmedAt: new Date(), version: sql`${payment.version} + 1`, updatedAt: new Date() })
    .where(and(eq(payment.campusId, p.campusId), eq(payment.id, p.id), eq(payment.version, p.version)))
    .returning({ id: payment.id })
    .then((rows) => rows.length === 1);

/** What reversals (refunds, voids) already took back from each payment, in the invoice's minor units (positive). */
export const reversedOf = async (db: TQueryable, p: { campusId: string; ids: string[] }) => {
  if (p.ids.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: payment.reversesPaymentId, total: sql<string>`-sum(${payment.amountMinor})` })
    .from(payment)
    .where(and(eq(payment.campusId, p.campusId), inArray(payment.reversesPaymentId, p.ids)))
    .groupBy(payment.reversesPaymentId);
  return new Map(rows.map((r) => [r.id!, Number(r.total)]));
};

/** Σ of the invoice's pending and confirmed entries (payments positive, reversals negative). */
export const invoicePaidMinor = (db: TQueryable, p: { campusId: string; invoiceId: string; statuses: number[] }) =>
  db
    .select({ total: sql<string>`coalesce(sum(${payment.amountMinor}), 0)` })
    .from(payment)
    .where(and(eq(payment.campusId, p.campusId), eq(payment.proformaInvoiceId, p.invoiceId), inArray(payment.status, p.statuses)))
    .then((rows) => Number(rows[0]?.total ?? 0));

export const insertHistory = (db: TQueryable, p: { campusId: string; values: Omit<typeof paymentWorkflowHistory.$inferInsert, 'campusId' | 'id' | 'at'> }) =>
  db.insert(paymentWorkflowHistory).values({ campusId: p.campusId, ...p.values });

export const listHistory = (db: TQueryable, p: { campusId: string; paymentId: string }) =>
  db
    .select()
    .from(paymentWorkflowHistory)
    .where(and(eq(paymentWorkflowHistory.campusId, p.campusId), eq(paymentWorkflowHistory.paymentId, p.paymentId)))
    .orderBy(asc(paymentWorkflowHistory.at), asc(paymentWorkflowHistory.id));

export type TPaymentFilter = {
  campusId: string;
  ids?: string[];
  invoiceId?: string;
  studentIds?: string[];
  academicClassId?: string;
  status?: number;
  kind?: number;
  /** Local dates (Asia/Phnom_Penh) of `paid_at`. */
  fromDate?: string;
  toDate?: string;
  search?: string;
};

const localDate = sql`(${payment.paidAt} at time zone 'Asia/Phnom_Penh')::date`;
function where(f: TPaymentFilter): SQL | undefined {
  const like = f.search ? `%${f.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    eq(payment.campusId, f.campusId),
    f.ids ? inArray(payment.id, idsOrNone(f.ids)) : undefined,
    f.invoiceId ? eq(payment.proformaInvoiceId, f.invoiceId) : undefined,
    f.studentIds ? inArray(payment.studentId, idsOrNone(f.studentIds)) : undefined,
    f.academicClassId ? eq(proformaInvoice.academicClassId, f.academicClassId) : undefined,
    f.status !== undefined ? eq(payment.status, f.status) : undefined,
    f.kind !== undefined ? eq(payment.kind, f.kind) : undefined,
    f.fromDate ? gte(localDate, sql`${f.fromDate}::date`) : undefined,
    f.toDate ? lt(localDate, sql`${f.toDate}::date + 1`) : undefined,
    like
      ? or(
          ilike(student.code, like),
          ilike(proformaInvoice.invoiceNumber, like),
          ilike(payment.reference, like),
          sql`'RC-' || lpad(${payment.receiptNumber}::text, 6, '0') ilike ${like}`,
          ...personNameMatches(student, like, { khmerJoined: true }),
        )
      : undefined,
  );
}

const method = alias(paymentMethod, 'method');
const base = (db: TQueryable) =>
  db
    .select({
      payment,
      invoiceCode: proformaInvoice.invoiceNumber,
      student: { code: student.code, ...personNames(student) },
      class: { id: academicClass.id, description: academicClass.description, descriptionEn: academicClass.descriptionEn },
      method: { id: method.id, description: method.description, descriptionEn: method.descriptionEn },
    })
    .from(payment)
    .innerJoin(proformaInvoice, and(eq(proformaInvoice.campusId, payment.campusId), eq(proformaInvoice.id, payment.proformaInvoiceId)))
    .innerJoin(student, and(eq(student.campusId, payment.campusId), eq(student.id, payment.studentId)))
    .innerJoin(academicClass, and(eq(academicClass.campusId, proformaInvoice.campusId), eq(academicClass.id, proformaInvoice.academicClassId)))
    .innerJoin(method, and(eq(method.campusId, payment.campusId), eq(method.id, payment.paymentMethodId)));

export const listPayments = (db: TQueryable, f: TPaymentFilter, page?: { offset: number; limit: number }) => {
  const q = base(db).where(where(f)).orderBy(desc(payment.receiptNumber));
  return page ? q.limit(page.limit).offset(page.offset) : q;
};
export type TPaymentListRow = Awaited<ReturnType<typeof listPayments>>[number];

export const countPayments = (db: TQueryable, f: TPaymentFilter) =>
  db
    .select({ n: count() })
    .from(payment)
    .innerJoin(proformaInvoice, and(eq(proformaInvoice.campusId, payment.campusId), eq(proformaInvoice.id, payment.proformaInvoiceId)))
    .innerJoin(student, and(eq(student.campusId, payment.campusId), eq(student.id, payment.studentId)))
    .where(where(f))
    .then((rows) => Number(rows[0]?.n ?? 0));

import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { idsOrNone } from '../../lib/ids';
import { personNameMatches } from '../../db/person-name';
import { personNames } from '../../lib/person-name';
import { versionedRows } from '../../db/versioned';
import {
  academicClass,
  courseLevel,
  feeCounter,
  feeTerm,
  payment,
  proformaInvoice,
  proformaInvoiceItem,
  student,
  studentAcademicClass,
} from '../../db/schema/index';
import { PROFORMA_INVOICE_STATUS, STUDENT_STATUS } from '@school/contract';

/** Proforma invoices and their lines (issue 14). */
export type TInvoiceRow = typeof proformaInvoice.$inferSelect;
export type TInvoiceValues = Omit<typeof proformaInvoice.$inferInsert, 'campusId' | 'id' | 'version' | 'createdAt' | 'updatedAt'>;
export type TInvoiceItemRow = typeof proformaInvoiceItem.$inferSelect;
export type TInvoiceItemValues = Omit<typeof proformaInvoiceItem.$inferInsert, 'campusId' | 'id'>;

export const invoiceRows = versionedRows(proformaInvoice);

/**
 * The next number of a school's sequence (`invoice`, `receipt`): the counter row is locked by the update until
 * the transaction ends, so numbers are gapless (a rolled-back transaction gives its number back).
 */
export async function nextNumber(db: TQueryable, p: { campusId: string; kind: 'invoice' | 'receipt' }): Promise<number> {
  const [row] = await db
    .insert(feeCounter)
    .values({ campusId: p.campusId, kind: p.kind, lastNumber: 1 })
    .onConflictDoUpdate({ target: [feeCounter.campusId, feeCounter.kind], set: { lastNumber: sql`${feeCounter.lastNumber} + 1` } })
    .returning({ n: feeCounter.lastNumber });
  return row!.n;
}

export const getClass = (db: TQueryable, p: { campusId: string; id: string }) =>
  db
    .select({
      id: academicClass.id,
      academicYearId: academicClass.academicYearId,
      courseLevelId: academicClass.courseLevelId,
      description: academicClass.description,
      descriptionEn: academicClass.descriptionEn,
    })
    .from(academicClass)
    .where(and(eq(academicClass.campusId, p.campusId), eq(academicClass.id, p.id)))
    .then((rows) => rows[0]);

export const classesOf = (db: TQueryable, p: { campusId: string; academicYearId: string; courseLevelId?: string }) =>
  db
    .select({
      id: academicClass.id,
      academicYearId: academicClass.academicYearId,
      courseLevelId: academicClass.courseLevelId,
      description: academicClass.description,
      descriptionEn: academicClass.descriptionEn,
      level: { id: courseLevel.id, description: courseLevel.description, descriptionEn: courseLevel.descriptionEn },
    })
    .from(academicClass)
    .innerJoin(courseLevel, and(eq(courseLevel.campusId, academicClass.campusId), eq(courseLevel.id, academicClass.courseLevelId)))
    .where(
      and(
        eq(academicClass.campusId, p.campusId),
        eq(academicClass.academicYearId, p.academicYearId),
        p.courseLevelId ? eq(academicClass.courseLevelId, p.courseLevelId) : undefined,
      ),
    )
    .orderBy(asc(courseLevel.sortIndex), asc(academicClass.sortIndex), asc(academicClass.code));

/** Students that already have a live (not cancelled) invoice of the term. */
export const invoicedStudentIds = (db: TQueryable, p: { campusId: string; feeTermId: string }) =>
  db
    .select({ studentId: proformaInvoice.studentId })
    .from(proformaInvoice)
    .where(
      and(eq(proformaInvoice.campusId, p.campusId), eq(proformaInvoice.feeTermId, p.feeTermId), ne(proformaInvoice.status, PROFORMA_INVOICE_STATUS.CANCELLED)),
    )
    .then((rows) => new Set(rows.map((r) => r.studentId)));

export const insertInvoice = (db: TQueryable, p: { campusId: string; values: TInvoiceValues }) =>
  db
    .insert(proformaInvoice)
    .values({ campusId: p.campusId, ...p.values })
    .returning({ id: proformaInvoice.id })
    .then((rows) => rows[0]!.id);

export async function insertInvoiceItems(db: TQueryable, p: { campusId: string; rows: TInvoiceItemValues[] }) {
  // A few statements per batch (64 parameters each at most are prepared; larger batches go unnamed).
  for (let i = 0; i < p.rows.length; i += 200) {
    await db.insert(proformaInvoiceItem).values(p.rows.slice(i, i + 200).map((r) => ({ campusId: p.campusId, ...r })));
  }
}

export const deleteInvoiceItems = (db: TQueryable, p: { campusId: string; invoiceId: string }) =>
  db.delete(proformaInvoiceItem).where(and(eq(proformaInvoiceItem.campusId, p.campusId), eq(proformaInvoiceItem.proformaInvoiceId, p.invoiceId)));

export const invoiceItems = (db: TQueryable, p: { campusId: string; invoiceIds: string[] }) =>
  p.invoiceIds.length === 0
    ? Promise.resolve([] as TInvoiceItemRow[])
    : db
        .select()
        .from(proformaInvoiceItem)
        .where(and(eq(proformaInvoiceItem.campusId, p.campusId), inArray(proformaInvoiceItem.proformaInvoiceId, p.invoiceIds)))
        .orderBy(asc(proformaInvoiceItem.sortIndex));

/** Reads an invoice row for change (locked until the transaction ends, so payments and edits queue up). */
export const lockInvoice = (db: TQueryable, p: { campusId: string; id: string }) =>
  db
    .select()
    .from(proformaInvoice)
    .where(and(eq(proformaInvoice.campusId, p.campusId), eq(proformaInvoice.id, p.id)))
    .for('update')
    .then((rows) => rows[0]);

export type TInvoiceFilter = {
  campusId: string;
  ids?: string[];
  academicYearId?: string;
  academicClassId?: string;
  feeTermId?: string;
  studentIds?: string[];
  search?: string;
  status?: number;
  dueFrom?: string;
  dueTo?: string;
  /** Past due with a balance, on this date. */
  overdueOn?: string;
  /** Families never see drafts. */
  hideDrafts?: boolean;
};

function where(f: TInvoiceFilter): SQL | undefined {
  const like = f.search ? `%${f.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    eq(proformaInvoice.campusId, f.campusId),
    f.ids ? inArray(proformaInvoice.id, idsOrNone(f.ids)) : undefined,
    f.academicYearId ? eq(proformaInvoice.academicYearId, f.academicYearId) : undefined,
    f.academicClassId ? eq(proformaInvoice.academicClassId, f.academicClassId) : undefined,
    f.feeTermId ? eq(proformaInvoice.feeTermId, f.feeTermId) : undefined,
    f.studentIds ? inArray(proformaInvoice.studentId, idsOrNone(f.studentIds)) : undefined,
    f.status !== undefined ? eq(proformaInvoice.status, f.status) : undefined,
    f.dueFrom ? gte(proformaInvoice.dueDate, f.dueFrom) : undefined,
    f.dueTo ? lte(proformaInvoice.dueDate, f.dueTo) : undefined,
    f.overdueOn
      ? and(
          lt(proformaInvoice.dueDate, f.overdueOn),
          sql`${proformaInvoice.paidMinor} < ${proformaInvoice.totalMinor}`,
          inArray(proformaInvoice.status, [PROFORMA_INVOICE_STATUS.ISSUED, PROFORMA_INVOICE_STATUS.PARTIALLY_PAID]),
        )
      : undefined,
    f.hideDrafts ? ne(proformaInvoice.status, PROFORMA_INVOICE_STATUS.DRAFT) : undefined,
    like ? or(ilike(student.code, like), ilike(proformaInvoice.invoiceNumber, like), ...personNameMatches(student, like, { khmerJoined: true })) : undefined,
  );
}

const base = (db: TQueryable) =>
  db
    .select({
      invoice: proformaInvoice,
      student: { code: student.code, ...personNames(student) },
      class: { id: academicClass.id, description: academicClass.description, descriptionEn: academicClass.descriptionEn },
      term: { id: feeTerm.id, description: feeTerm.description, descriptionEn: feeTerm.descriptionEn },
    })
    .from(proformaInvoice)
    .innerJoin(student, and(eq(student.campusId, proformaInvoice.campusId), eq(student.id, proformaInvoice.studentId)))
    .innerJoin(academicClass, and(eq(academicClass.campusId, proformaInvoice.campusId), eq(academicClass.id, proformaInvoice.academicClassId)))
    .innerJoin(feeTerm, and(eq(feeTerm.campusId, proformaInvoice.campusId), eq(feeTerm.id, proformaInvoice.feeTermId)));

export const listInvoices = (db: TQueryable, f: TInvoiceFilter, page?: { offset: number; limit: number }) => {
  const q = base(db)
    .where(where(f))
    .orderBy(desc(feeTerm.dueDate), asc(academicClass.code), asc(student.lastName), asc(student.firstName), asc(proformaInvoice.invoiceNumber));
  return page ? q.limit(page.limit).offset(page.offset) : q;
};
export type TInvoiceListRow = Awaited<ReturnType<typeof listInvoices>>[number];

export const countInvoices = (db: TQueryable, f: TInvoiceFilter) =>
  db
    .select({ n: count() })
    .from(proformaInvoice)
    .innerJoin(student, and(eq(student.campusId, proformaInvoice.campusId), eq(student.id, proformaInvoice.studentId)))
    .where(where(f))
    .then((rows) => Number(rows[0]?.n ?? 0));

/** Per class: active students, and the live invoices of a term with their totals by currency. */
export async function classInvoiceTotals(db: TQueryable, p: { campusId: string; classIds: string[]; feeTermId?: string }) {
  if (p.classIds.length === 0) return { students: new Map<string, number>(), totals: [] };
  const students = await db
    .select({ classId: studentAcademicClass.academicClassId, n: count() })
    .from(studentAcademicClass)
    .where(
      and(
        eq(studentAcademicClass.campusId, p.campusId),
        inArray(studentAcademicClass.academicClassId, p.classIds),
        eq(studentAcademicClass.status, STUDENT_STATUS.ACTIVE),
      ),
    )
    .groupBy(studentAcademicClass.academicClassId);
  const totals = p.feeTermId
    ? await db
        .select({
          classId: proformaInvoice.academicClassId,
          currency: proformaInvoice.currencyType,
          n: count(),
          total: sql<string>`sum(${proformaInvoice.totalMinor})`,
          paid: sql<string>`sum(${proformaInvoice.paidMinor})`,
        })
        .from(proformaInvoice)
        .where(
          and(
            eq(proformaInvoice.campusId, p.campusId),
            inArray(proformaInvoice.academicClassId, p.classIds),
            eq(proformaInvoice.feeTermId, p.feeTermId),
            ne(proformaInvoice.status, PROFORMA_INVOICE_STATUS.CANCELLED),
          ),
        )
        .groupBy(proformaInvoice.academicClassId, proformaInvoice.currencyType)
    : [];
  return { students: new Map(students.map((s) => [s.classId, Number(s.n)])), totals };
}

/** The active placement of students in classes of a year (the class a student is invoiced under). */
export const activeStudentsOfClasses = (db: TQueryable, p: { campusId: string; classIds: string[] }) =>
  p.classIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: student.id, classId: studentAcademicClass.academicClassId })
        .from(studentAcademicClass)
        .innerJoin(student, and(eq(student.campusId, studentAcademicClass.campusId), eq(student.id, studentAcademicClass.studentId)))
        .where(
          and(
            eq(studentAcademicClass.campusId, p.campusId),
            inArray(studentAcademicClass.academicClassId, p.classIds),
            eq(studentAcademicClass.status, STUDENT_STATUS.ACTIVE),
          ),
        )
        .orderBy(asc(student.lastName), asc(student.firstName), asc(student.code));

/**
 * The dashboard's fee summary (issue 14): live invoices issued in a period (either end open), by currency and
 * status, with their totals and what is paid on them, in minor units.
 */
export const feeSummaryRows = (db: TQueryable, p: { campusId: string; from: string | null; to: string | null }) =>
  db
    .select({
      currency: proformaInvoice.currencyType,
      status: proformaInvoice.status,
      n: count(),
      total: sql<string>`coalesce(sum(${proformaInvoice.totalMinor}), 0)`,
      paid: sql<string>`coalesce(sum(${proformaInvoice.paidMinor}), 0)`,
    })
    .from(proformaInvoice)
    .where(
      and(
        eq(proformaInvoice.campusId, p.campusId),
        inArray(proformaInvoice.status, [PROFORMA_INVOICE_STATUS.ISSUED, PROFORMA_INVOICE_STATUS.PARTIALLY_PAID, PROFORMA_INVOICE_STATUS.PAID]),
        p.from ? gte(proformaInvoice.issueDate, p.from) : undefined,
        p.to ? lte(proformaInvoice.issueDate, p.to) : undefined,
      ),
    )
    .groupBy(proformaInvoice.currencyType, proformaInvoice.status)
    .orderBy(asc(proformaInvoice.currencyType), asc(proformaInvoice.status));

const paidMonth = sql<string>`to_char((${payment.paidAt} at time zone 'Asia/Phnom_Penh')::date, 'YYYY-MM')`;
/**
 * The dashboard's months (issue 14): what was collected each month (pending and confirmed entries net of refunds
 * and voids, in the invoice's currency, by the local date paid) and the open balances of live invoices by the
 * month they fall due, split into not yet due and overdue on `today`. Minor units.
 */
export async function feeMonthRows(db: TQueryable, p: { campusId: string; from: string | null; to: string | null; today: string }) {
  const collected = await db
    .select({ month: paidMonth, currency: payment.invoiceCurrency, amount: sql<string>`coalesce(sum(${payment.amountMinor}), 0)` })
    .from(payment)
    .where(
      and(
        eq(payment.campusId, p.campusId),
        inArray(payment.status, [1, 3]),
        p.from ? sql`(${payment.paidAt} at time zone 'Asia/Phnom_Penh')::date >= ${p.from}::date` : undefined,
        p.to ? sql`(${payment.paidAt} at time zone 'Asia/Phnom_Penh')::date <= ${p.to}::date` : undefined,
      ),
    )
    .groupBy(paidMonth, payment.invoiceCurrency);
  const dueMonth = sql<string>`to_char(${proformaInvoice.dueDate}, 'YYYY-MM')`;
  const open = await db
    .select({
      month: dueMonth,
      currency: proformaInvoice.currencyType,
      outstanding: sql<string>`coalesce(sum(case when ${proformaInvoice.dueDate} >= ${p.today}::date then ${proformaInvoice.totalMinor} - ${proformaInvoice.paidMinor} else 0 end), 0)`,
      overdue: sql<string>`coalesce(sum(case when ${proformaInvoice.dueDate} < ${p.today}::date then ${proformaInvoice.totalMinor} - ${proformaInvoice.paidMinor} else 0 end), 0)`,
    })
    .from(proformaInvoice)
    .where(
      and(
        eq(proformaInvoice.campusId, p.campusId),
        inArray(proformaInvoice.status, [PROFORMA_INVOICE_STATUS.ISSUED, PROFORMA_INVOICE_STATUS.PARTIALLY_PAID]),
        sql`${proformaInvoice.totalMinor} > ${proformaInvoice.paidMinor}`,
        p.from ? gte(proformaInvoice.issueDate, p.from) : undefined,
        p.to ? lte(proformaInvoice.issueDate, p.to) : undefined,
      ),
    )
    .groupBy(dueMonth, proformaInvoice.currencyType);
  return { collected, open };
}

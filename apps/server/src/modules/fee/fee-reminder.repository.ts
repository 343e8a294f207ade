import { and, eq, gt, gte, inArray, lt, lte, notExists, sql } from 'drizzle-orm';
import { PROFORMA_INVOICE_STATUS } from '@school/contract';
import type { TQueryable } from '../../db/engine';
import { personNames } from '../../lib/person-name';
import { campus, feeReminder, feeTerm, proformaInvoice, student } from '../../db/schema/index';

// The reminders' reads and records (issue 14): `fee_reminder` keeps each (invoice, kind) sent.
/** Issued or partly paid invoices with a balance, due in a range or before a day, without a reminder of `kind`. */
export const reminderCandidates = (tx: TQueryable, p: { campusId: string; kind: number; from?: string; to?: string; before?: string }) =>
  tx
    .select({
      id: proformaInvoice.id,
      code: proformaInvoice.invoiceNumber,
      studentId: proformaInvoice.studentId,
      dueDate: proformaInvoice.dueDate,
      currency: proformaInvoice.currencyType,
      balanceMinor: sql<string>`${proformaInvoice.totalMinor} - ${proformaInvoice.paidMinor}`,
      term: { description: feeTerm.description, descriptionEn: feeTerm.descriptionEn },
      student: personNames(student),
    })
    .from(proformaInvoice)
    .innerJoin(student, and(eq(student.campusId, proformaInvoice.campusId), eq(student.id, proformaInvoice.studentId)))
    .innerJoin(feeTerm, and(eq(feeTerm.campusId, proformaInvoice.campusId), eq(feeTerm.id, proformaInvoice.feeTermId)))
    .where(
      and(
        eq(proformaInvoice.campusId, p.campusId),
        inArray(proformaInvoice.status, [PROFORMA_INVOICE_STATUS.ISSUED, PROFORMA_INVOICE_STATUS.PARTIALLY_PAID]),
        gt(proformaInvoice.totalMinor, proformaInvoice.paidMinor),
        p.from ? gte(proformaInvoice.dueDate, p.from) : undefined,
        p.to ? lte(proformaInvoice.dueDate, p.to) : undefined,
        p.before ? lt(proformaInvoice.dueDate, p.before) : undefined,
        notExists(
          tx
            .select({ one: sql`1` })
            .from(feeReminder)
            .where(
              and(eq(feeReminder.campusId, proformaInvoice.campusId), eq(feeReminder.proformaInvoiceId, proformaInvoice.id), eq(feeReminder.kind, p.kind)),
            ),
        ),
      ),
    );

/** Records a reminder; false when one of that invoice and kind exists (another run sent it). */
export const recordReminder = (tx: TQueryable, p: { campusId: string; invoiceId: string; kind: number; dueDate: string; recipients: number }) =>
  tx
    .insert(feeReminder)
    .values({ campusId: p.campusId, proformaInvoiceId: p.invoiceId, kind: p.kind, dueDate: p.dueDate, recipients: p.recipients })
    .onConflictDoNothing()
    .returning({ id: feeReminder.id })
    .then((rows) => rows.length === 1);

export const campusIds = (tx: TQueryable) =>
  tx
    .select({ id: campus.id })
    .from(campus)
    .then((rows) => rows.map((r) => r.id));

import { and, asc, eq } from 'drizzle-orm';
import { CURRENCY_TYPE, PAYMENT_STATUS, PROFORMA_INVOICE_STATUS, STUDENT_STATUS } from '@school/contract';
import type { TTx } from '../db/engine';
import { sendFeeRemindersIn } from '../modules/fee/index';
import {
  academicClass,
  appUser,
  courseLevel,
  feeCounter,
  feeItem,
  feeTerm,
  feeType,
  payment,
  paymentMethod,
  paymentPrintoutFooter,
  paymentSetting,
  paymentWorkflowHistory,
  proformaInvoice,
  proformaInvoiceItem,
  studentAcademicClass,
} from '../db/schema/index';

/**
 * Fees in the demo schools (issue 14 'Demo data'): the setup (dollars at 4,100 ៛, partial payments allowed, a
 * TIN, footers, four fee types, five payment methods, two semesters of the current year with a tuition and a
 * books item for every grade in each), one issued invoice of semester 1 for every active student (a scholarship on
 * every seventh), and payments in both currencies: paid in full in dollars, part in riel, riel then dollars,
 * a cashier's payment waiting for the office, one refunded; the rest unpaid and overdue (semester 1 fell due
 * ten days ago). A riel term (registration and uniform, due in two days) billed to every fourth student and the
 * demo student: paid by ACLEDA bank transfer, in part in cash riel, or open. The demo student's semester 1
 * invoice is partly paid and her riel one open. The day's due-soon and overdue reminders are sent at the end. Written straight to the tables, with the invariants
 * the services keep (paid = Σ entries, gapless numbers).
 */
const RATE = 4100;
const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function seedDemoFees(tx: TTx, campusId: string, academicYearId: string, today: string) {
  await tx.insert(paymentSetting).values({
    campusId,
    currencyType: CURRENCY_TYPE.USD,
    exchangeRate: RATE,
    paymentTerm: 14,
    isAllowPartialPayment: true,
    taxIdentificationNumber: 'K001-100200300',
    bakongAccountId: 'demoschool@aclb',
    isCurrent: true,
  });
  await tx.insert(paymentPrintoutFooter).values([
    { campusId, printoutType: 0, footerType: 3, text: 'សូមអរគុណចំពោះការបង់ប្រាក់ទាន់ពេល', textEn: 'Thank you for paying on time', sortIndex: 1 },
    { campusId, printoutType: 2, footerType: 2, text: 'គណនី ABA ០០០ ១២៣ ៤៥៦ (សាលាគំរូ)', textEn: 'ABA account 000 123 456 (Demo School)', sortIndex: 1 },
  ]);
  const [tuition, registration, books, uniform] = await tx
    .insert(feeType)
    .values([
      { campusId, code: 'TUITION', description: 'ថ្លៃសិក្សា', descriptionEn: 'Tuition', type: 0, sortIndex: 1 },
      { campusId, code: 'REG', description: 'ថ្លៃចុះឈ្មោះ', descriptionEn: 'Registration', type: 1, sortIndex: 2 },
      { campusId, code: 'BOOK', description: 'ថ្លៃសៀវភៅ និងសម្ភារៈ', descriptionEn: 'Books and materials', type: 3, sortIndex: 3 },
      { campusId, code: 'UNIFORM', description: 'ថ្លៃឯកសណ្ឋាន', descriptionEn: 'Uniform', type: 2, sortIndex: 4 },
    ])
    .returning({ id: feeType.id });
  const methods = await tx
    .insert(paymentMethod)
    .values([
      { campusId, code: 'CASH', description: 'សាច់ប្រាក់', descriptionEn: 'Cash', abbreviation: 'CASH', sortIndex: 1 },
      { campusId, code: 'ABA', description: 'ផ្ទេរតាមធនាគារ ABA', descriptionEn: 'ABA bank transfer', abbreviation: 'ABA', sortIndex: 2 },
      { campusId, code: 'ACLEDA', description: 'ផ្ទេរតាមធនាគារ ACLEDA', descriptionEn: 'ACLEDA bank transfer', abbreviation: 'ACLEDA', sortIndex: 3 },
      { campusId, code: 'WING', description: 'វីង', descriptionEn: 'Wing', abbreviation: 'WING', sortIndex: 4 },
      { campusId, code: 'KHQR', description: 'បង់តាម KHQR', descriptionEn: 'KHQR', abbreviation: 'KHQR', isKhqr: true, sortIndex: 5 },
    ])
    .returning({ id: paymentMethod.id });
  const [cash, aba, acleda] = methods;
  const [semester1, semester2, enrolment] = await tx
    .insert(feeTerm)
    .values([
      { campusId, academicYearId, code: 'S1', description: 'ឆមាសទី១', descriptionEn: 'Semester 1', totalMonths: 5, dueDate: shift(today, -10), sortIndex: 1 },
      { campusId, academicYearId, code: 'S2', description: 'ឆមាសទី២', descriptionEn: 'Semester 2', totalMonths: 5, dueDate: shift(today, 120), sortIndex: 2 },
      // Registration and uniform, billed in riel and due in two days: the families' "due soon" reminders.
      {
        campusId,
        academicYearId,
        code: 'REG',
        description: 'ចុះឈ្មោះ និងឯកសណ្ឋាន',
        descriptionEn: 'Registration and uniform',
        totalMonths: 12,
        dueDate: shift(today, 2),
        sortIndex: 3,
      },
    ])
    .returning({ id: feeTerm.id });
  const grades = await tx
    .select({ id: courseLevel.id, sortIndex: courseLevel.sortIndex })
    .from(courseLevel)
    .where(eq(courseLevel.campusId, campusId))
    .orderBy(asc(courseLevel.sortIndex));
  const items = new Map<string, Array<{ id: string; description: string; descriptionEn: string; priceMinor: number }>>();
  const rielItems = new Map<string, Array<{ id: string; description: string; descriptionEn: string; priceMinor: number }>>();
  for (const [k, g] of grades.entries()) {
    const rows = [
      { code: `TU-${k + 1}`, description: 'ថ្លៃសិក្សាឆមាសទី១', descriptionEn: 'Semester 1 tuition', priceMinor: 30000 + k * 2500, feeTypeId: tuition!.id },
      { code: `BK-${k + 1}`, description: 'សៀវភៅ និងសម្ភារៈ', descriptionEn: 'Books and materials', priceMinor: 2550, feeTypeId: books!.id },
    ];
    const saved = await tx
      .insert(feeItem)
      .values(rows.map((r) => ({ campusId, ...r, currencyType: CURRENCY_TYPE.USD, courseLevelId: g.id, feeTermId: semester1!.id })))
      .returning({ id: feeItem.id, description: feeItem.description, descriptionEn: feeItem.descriptionEn, priceMinor: feeItem.priceMinor });
    items.set(g.id, saved);
    const rielRows = [
      { code: `REG-${k + 1}`, description: 'ថ្លៃចុះឈ្មោះ', descriptionEn: 'Registration', priceMinor: 200_000, feeTypeId: registration!.id },
      { code: `UNI-${k + 1}`, description: 'ឯកសណ្ឋានពីរកំប្លេ', descriptionEn: 'Two sets of uniform', priceMinor: 123_000, feeTypeId: uniform!.id },
    ];
    rielItems.set(
      g.id,
      await tx
        .insert(feeItem)
        .values(rielRows.map((r) => ({ campusId, ...r, currencyType: CURRENCY_TYPE.KHR, courseLevelId: g.id, feeTermId: enrolment!.id })))
        .returning({ id: feeItem.id, description: feeItem.description, descriptionEn: feeItem.descriptionEn, priceMinor: feeItem.priceMinor }),
    );
    // Semester 2 is priced too, not yet invoiced: the office generates it (`/administration/fee-collection`).
    await tx.insert(feeItem).values(
      rows.map((r) => ({
        campusId,
        ...r,
        code: `${r.code}-S2`,
        description: r.description.replace('១', '២'),
        descriptionEn: r.descriptionEn.replace('1', '2'),
        currencyType: CURRENCY_TYPE.USD,
        courseLevelId: g.id,
        feeTermId: semester2!.id,
      })),
    );
  }

  const students = await tx
    .select({ id: studentAcademicClass.studentId, classId: academicClass.id, gradeId: academicClass.courseLevelId })
    .from(studentAcademicClass)
    .innerJoin(academicClass, and(eq(academicClass.campusId, studentAcademicClass.campusId), eq(academicClass.id, studentAcademicClass.academicClassId)))
    .where(
      and(
        eq(studentAcademicClass.campusId, campusId),
        eq(academicClass.academicYearId, academicYearId),
        eq(studentAcademicClass.status, STUDENT_STATUS.ACTIVE),
      ),
    )
    .orderBy(asc(academicClass.code), asc(studentAcademicClass.studentId));
  const [demoStudent] = await tx
    .select({ id: appUser.actorId })
    .from(appUser)
    .where(and(eq(appUser.campusId, campusId), eq(appUser.username, 'student')));
  let invoiceNo = 0;
  let receiptNo = 0;
  const issueDate = shift(today, -40);
  for (const [i, s] of students.entries()) {
    const lines = items.get(s.gradeId);
    if (!lines) continue;
    const scholarship = i % 7 === 6 ? 5000 : 0; // 50 % off every line, in basis points
    const priced = lines.map((l) => {
      const discount = Math.round((l.priceMinor * scholarship) / 10000);
      return { ...l, discount, amount: l.priceMinor - discount };
    });
    const total = priced.reduce((n, l) => n + l.amount, 0);
    // What this student's family pays (in invoice cents) and how: full dollars, part riel, riel then dollars, pending, refunded.
    const isDemo = s.id === demoStudent?.id;
    const plan = isDemo ? 1 : i % 6;
    const entries: Array<{ cents: number; currency: number; paidMinor: number; status: number; methodId: string; refundCents?: number }> = [];
    if (plan === 0) entries.push({ cents: total, currency: CURRENCY_TYPE.USD, paidMinor: total, status: PAYMENT_STATUS.PAID, methodId: aba!.id });
    if (plan === 1) entries.push({ cents: 10000, currency: CURRENCY_TYPE.KHR, paidMinor: 410000, status: PAYMENT_STATUS.PAID, methodId: cash!.id });
    if (plan === 2) {
      entries.push({ cents: 10000, currency: CURRENCY_TYPE.KHR, paidMinor: 410000, status: PAYMENT_STATUS.PAID, methodId: cash!.id });
      entries.push({ cents: total - 10000, currency: CURRENCY_TYPE.USD, paidMinor: total - 10000, status: PAYMENT_STATUS.PAID, methodId: aba!.id });
    }
    if (plan === 3) entries.push({ cents: 5000, currency: CURRENCY_TYPE.USD, paidMinor: 5000, status: PAYMENT_STATUS.PENDING, methodId: cash!.id });
    if (plan === 4 && i < 12)
      entries.push({ cents: total, currency: CURRENCY_TYPE.USD, paidMinor: total, status: PAYMENT_STATUS.PAID, methodId: cash!.id, refundCents: 2550 });
    const paid = entries.reduce((n, e) => n + e.cents - (e.refundCents ?? 0), 0);
    const status = paid <= 0 ? PROFORMA_INVOICE_STATUS.ISSUED : paid < total ? PROFORMA_INVOICE_STATUS.PARTIALLY_PAID : PROFORMA_INVOICE_STATUS.PAID;
    invoiceNo += 1;
    const invoice = await insertDemoInvoice(
      tx,
      {
        campusId,
        invoiceNumber: `INV-${String(invoiceNo).padStart(6, '0')}`,
        studentId: s.id,
        academicYearId,
        academicClassId: s.classId,
        courseLevelId: s.gradeId,
        feeTermId: semester1!.id,
        currencyType: CURRENCY_TYPE.USD,
        issueDate,
        dueDate: shift(today, -10),
        subtotalMinor: priced.reduce((n, l) => n + l.priceMinor, 0),
        discountMinor: priced.reduce((n, l) => n + l.discount, 0),
        totalMinor: total,
        paidMinor: paid,
        status,
        discountReason: scholarship ? 'អាហារូបករណ៍ ៥០% · 50% scholarship' : null,
      },
      priced.map((l) => ({ ...l, discountPercentageBp: scholarship, discountMinor: l.discount, amountMinor: l.amount })),
    );
    for (const [k, e] of entries.entries()) {
      receiptNo += 1;
      const paidAt = new Date(Date.parse(`${shift(today, -30 + k * 5 + (i % 5))}T02:30:00Z`));
      const confirmed = e.status === PAYMENT_STATUS.PAID;
      const [p] = await tx
        .insert(payment)
        .values({
          campusId,
          receiptNumber: receiptNo,
          proformaInvoiceId: invoice,
          studentId: s.id,
          kind: 0,
          amountMinor: e.cents,
          invoiceCurrency: CURRENCY_TYPE.USD,
          paidCurrency: e.currency,
          paidAmountMinor: e.paidMinor,
          exchangeRate: RATE,
          paymentMethodId: e.methodId,
          reference: e.methodId === aba!.id ? `ABA-${100000 + receiptNo}` : null,
          paidAt,
          status: e.status,
          receivedBy: confirmed ? 'office' : 'front',
          confirmedBy: confirmed ? 'admin' : null,
          confirmedAt: confirmed ? paidAt : null,
        })
        .returning({ id: payment.id });
      type THistory = { paymentId: string; action: number; fromStatus: number | null; toStatus: number; byName: string; at: Date };
      const history: THistory[] = [
        { paymentId: p!.id, action: 0, fromStatus: null, toStatus: PAYMENT_STATUS.PENDING, byName: confirmed ? 'office' : 'front', at: paidAt },
      ];
      if (confirmed)
        history.push({ paymentId: p!.id, action: 1, fromStatus: PAYMENT_STATUS.PENDING, toStatus: PAYMENT_STATUS.PAID, byName: 'admin', at: paidAt });
      if (e.refundCents) {
        receiptNo += 1;
        const refundAt = new Date(paidAt.getTime() + 2 * 86_400_000);
        const [r] = await tx
          .insert(payment)
          .values({
            campusId,
            receiptNumber: receiptNo,
            proformaInvoiceId: invoice,
            studentId: s.id,
            kind: 1,
            reversesPaymentId: p!.id,
            amountMinor: -e.refundCents,
            invoiceCurrency: CURRENCY_TYPE.USD,
            paidCurrency: CURRENCY_TYPE.USD,
            paidAmountMinor: -e.refundCents,
            exchangeRate: RATE,
            paymentMethodId: e.methodId,
            reference: `RC-${String(receiptNo - 1).padStart(6, '0')}`,
            note: 'សៀវភៅមានរួចហើយ · Already has the books',
            paidAt: refundAt,
            status: PAYMENT_STATUS.PAID,
            receivedBy: 'admin',
            confirmedBy: 'admin',
            confirmedAt: refundAt,
          })
          .returning({ id: payment.id });
        history.push({ paymentId: p!.id, action: 3, fromStatus: PAYMENT_STATUS.PAID, toStatus: PAYMENT_STATUS.PAID, byName: 'admin', at: refundAt });
        history.push({ paymentId: r!.id, action: 3, fromStatus: null, toStatus: PAYMENT_STATUS.PAID, byName: 'admin', at: refundAt });
      }
      await tx.insert(paymentWorkflowHistory).values(history.map((h) => ({ campusId, ...h })));
    }
  }
  // Riel invoices of registration and uniform for every fourth student and the demo student: some paid in full by
  // ACLEDA bank transfer, some in part in cash riel, the rest open and due in two days.
  for (const [i, s] of students.entries()) {
    const isDemo = s.id === demoStudent?.id;
    const lines = rielItems.get(s.gradeId);
    if (!lines || (!isDemo && i % 4 !== 1)) continue;
    const total = lines.reduce((n, l) => n + l.priceMinor, 0);
    const plan = isDemo ? 'open' : i % 12 === 1 ? 'transfer' : i % 12 === 5 ? 'part' : 'open';
    const paid = plan === 'transfer' ? total : plan === 'part' ? 100_000 : 0;
    invoiceNo += 1;
    const invoice = await insertDemoInvoice(
      tx,
      {
        campusId,
        invoiceNumber: `INV-${String(invoiceNo).padStart(6, '0')}`,
        studentId: s.id,
        academicYearId,
        academicClassId: s.classId,
        courseLevelId: s.gradeId,
        feeTermId: enrolment!.id,
        currencyType: CURRENCY_TYPE.KHR,
        issueDate: shift(today, -12),
        dueDate: shift(today, 2),
        subtotalMinor: total,
        totalMinor: total,
        paidMinor: paid,
        status: paid === 0 ? PROFORMA_INVOICE_STATUS.ISSUED : paid < total ? PROFORMA_INVOICE_STATUS.PARTIALLY_PAID : PROFORMA_INVOICE_STATUS.PAID,
      },
      lines.map((l) => ({ ...l, amountMinor: l.priceMinor })),
    );
    if (paid === 0) continue;
    receiptNo += 1;
    const paidAt = new Date(Date.parse(`${shift(today, -3 - (i % 4))}T03:15:00Z`));
    const byTransfer = plan === 'transfer';
    const [p] = await tx
      .insert(payment)
      .values({
        campusId,
        receiptNumber: receiptNo,
        proformaInvoiceId: invoice,
        studentId: s.id,
        kind: 0,
        amountMinor: paid,
        invoiceCurrency: CURRENCY_TYPE.KHR,
        paidCurrency: CURRENCY_TYPE.KHR,
        paidAmountMinor: paid,
        exchangeRate: RATE,
        paymentMethodId: byTransfer ? acleda!.id : cash!.id,
        reference: byTransfer ? `ACLEDA-TT-${700000 + receiptNo}` : null,
        note: byTransfer ? 'ផ្ទេរតាមធនាគារពីអាណាព្យាបាល · Bank transfer from the guardian' : null,
        paidAt,
        status: PAYMENT_STATUS.PAID,
        receivedBy: 'office',
        confirmedBy: 'admin',
        confirmedAt: paidAt,
      })
      .returning({ id: payment.id });
    await tx.insert(paymentWorkflowHistory).values([
      { campusId, paymentId: p!.id, action: 0, fromStatus: null, toStatus: PAYMENT_STATUS.PENDING, byName: 'office', at: paidAt },
      { campusId, paymentId: p!.id, action: 1, fromStatus: PAYMENT_STATUS.PENDING, toStatus: PAYMENT_STATUS.PAID, byName: 'admin', at: paidAt },
    ]);
  }
  await tx.insert(feeCounter).values([
    { campusId, kind: 'invoice', lastNumber: invoiceNo },
    { campusId, kind: 'receipt', lastNumber: receiptNo },
  ]);
  // The day's reminders go out with the demo: overdue semester 1 invoices, riel invoices due in two days.
  await sendFeeRemindersIn(tx, campusId, today);
}

type TDemoInvoiceLine = {
  id: string;
  description: string;
  descriptionEn: string;
  priceMinor: number;
  amountMinor: number;
  discountPercentageBp?: number;
  discountMinor?: number;
};

/** A demo invoice made by the admin, with one line of each fee item (quantity 1, in order); answers its id. */
async function insertDemoInvoice(tx: TTx, values: Omit<typeof proformaInvoice.$inferInsert, 'createdBy'>, lines: TDemoInvoiceLine[]): Promise<string> {
  const [invoice] = await tx
    .insert(proformaInvoice)
    .values({ ...values, createdBy: 'admin' })
    .returning({ id: proformaInvoice.id });
  await tx.insert(proformaInvoiceItem).values(
    lines.map((l, k) => ({
      campusId: values.campusId,
      proformaInvoiceId: invoice!.id,
      feeItemId: l.id,
      description: l.description,
      descriptionEn: l.descriptionEn,
      qty: 1,
      unitPriceMinor: l.priceMinor,
      subAmountMinor: l.priceMinor,
      discountPercentageBp: l.discountPercentageBp,
      discountMinor: l.discountMinor,
      amountMinor: l.amountMinor,
      sortIndex: k,
    })),
  );
  return invoice!.id;
}
